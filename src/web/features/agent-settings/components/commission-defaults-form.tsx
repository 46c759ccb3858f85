import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";

import { commissionDefaultsSchema, type CommissionDefaults } from "@shared/schemas/agent-settings";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { reportServerError } from "@/lib/form-errors";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { toast } from "@/lib/toast";

import { useSaveCommissionDefaults } from "../api/save-commission-defaults";
import { useSettingsEdit } from "../hooks/use-settings-edit";

/** The agency's percent of a sponsorship fee that each new deal takes unless it names its own. */
export function CommissionDefaultsForm({ defaults, version }: { defaults: CommissionDefaults; version: number }) {
  const save = useSaveCommissionDefaults();
  const form = useForm<CommissionDefaults>({
    resolver: zodResolver(commissionDefaultsSchema),
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const edit = useSettingsEdit(
    "commissions",
    save,
    (settings) => settings.commissions,
    (current) => form.reset({ dealPercent: current.dealPercent }),
  );

  const onSubmit = form.handleSubmit((values) =>
    edit.submit(defaults, version, values, {
      onSuccess: (saved) => {
        form.reset({ dealPercent: saved.dealPercent });
        toast.success("Comisión por defecto guardada");
      },
      onError: (error) => reportServerError(error, form, "No se pudo guardar la comisión por defecto"),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <StaleRecordDialog {...edit.dialog} />
      <Field
        label="Comisión por defecto en patrocinios (%)"
        htmlFor="settings-deal-commission"
        error={errors.dealPercent?.message}
      >
        <Input
          id="settings-deal-commission"
          {...numberFieldProps}
          className="sm:max-w-40"
          // Read-only while saving: the settings read again after the save would replace what is typed meanwhile.
          readOnly={save.isPending}
          {...form.register("dealPercent", { setValueAs: spanishNumber(Number.NaN) })}
        />
      </Field>
      <p className="text-xs text-muted-foreground">
        Se aplica a los patrocinios nuevos; cada patrocinio puede tener la suya. La de los mandatos se indica en cada
        mandato.
      </p>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" /> : null}
        Guardar comisión
      </Button>
    </form>
  );
}
