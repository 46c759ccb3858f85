import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { FIFA_RULE_STATUSES } from "@shared/domain/fifa-rules";
import { updateFifaRuleSchema, type FifaRule } from "@shared/schemas/fifa-rule";
import { ErrorState } from "@/components/error-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { reportServerError } from "@/lib/form-errors";
import { toast } from "@/lib/toast";

import { useFifaRules, useSaveFifaRule } from "../api/fifa-rules";

const ruleFormSchema = updateFifaRuleSchema.required();
type RuleForm = z.infer<typeof ruleFormSchema>;

/** One rule: its status and its source, saved from the version it was read at. */
function FifaRuleRow({ rule }: { rule: FifaRule }) {
  const save = useSaveFifaRule();
  const form = useForm<RuleForm>({
    resolver: zodResolver(ruleFormSchema),
    values: { status: rule.status, source: rule.source },
    // A reload after someone else's change keeps what the agent was typing.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { key: rule.key, input, version: rule.version },
      {
        onSuccess: () => toast.success("Regla actualizada", { description: rule.title }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 412) {
            toast.error("Esta regla ha cambiado desde que la abriste", {
              description: "Se ha cargado la versión actual: revisa tu cambio y vuelve a guardarlo.",
            });
            return;
          }
          reportServerError(error, form, "No se pudo guardar la regla");
        },
      },
    ),
  );
  const id = `fifa-rule-${rule.key}`;
  return (
    <li className="px-3 py-3">
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className="text-sm font-medium break-words">
          {rule.title}
        </p>
        <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
          <Field label="Estado" htmlFor={`${id}-status`} error={errors.status?.message}>
            <NativeSelect id={`${id}-status`} {...form.register("status")}>
              {FIFA_RULE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === "en vigor" ? "En vigor" : "Suspendida"}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Fuente" htmlFor={`${id}-source`} error={errors.source?.message}>
            {/* Read-only while saving: the rules read again after the save would replace what is typed meanwhile. */}
            <Input id={`${id}-source`} readOnly={save.isPending} {...form.register("source")} />
          </Field>
          <Button type="submit" variant="outline" className="min-h-11" disabled={!isDirty || save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" /> : null}
            Guardar
          </Button>
        </div>
      </form>
    </li>
  );
}

/**
 * The FIFA rules Palco applies, each with its status and source: when FIFA suspends or restores a rule, the agent
 * edits it here and every warning that cites it follows.
 */
export function FifaRuleSettings() {
  const rules = useFifaRules();
  if (rules.isPending)
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Cargando reglas...
        </p>
        <Skeleton className="h-40 rounded-lg" />
      </div>
    );
  if (rules.isError)
    return <ErrorState message="No se pudieron cargar las reglas." onRetry={() => void rules.refetch()} />;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Reglas FIFA">
      {rules.data.map((rule) => (
        <FifaRuleRow key={rule.key} rule={rule} />
      ))}
    </ul>
  );
}
