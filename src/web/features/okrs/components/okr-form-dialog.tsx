import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Sparkles } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";

import { agencyToday } from "@shared/domain/calendar-day";
import { OKR_QUARTERS, OKR_STATUS_LABELS, OKR_STATUSES } from "@shared/domain/enums";
import type { Okr, UpdateOkrInput } from "@shared/schemas/okr";
import { OBJECTIVE_NEEDED } from "@shared/schemas/okr-suggestions";
import { FormDialog } from "@/components/form-dialog";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { PLAYER_SEARCH } from "@/lib/name-options";
import { toast } from "@/lib/toast";

import { useCreateOkr } from "../api/create-okr";
import { useSuggestKeyResults } from "../api/suggest-okrs";
import { useUpdateOkr } from "../api/update-okr";
import { useGenerateOkrSet } from "../hooks/use-generate-okr-set";
import { KeyResultFields } from "./key-result-fields";
import { okrFormDefaults, okrFormSchema, type OkrFormInput, type OkrFormOutput } from "./okr-form-schema";
import { OkrSetGenerator } from "./okr-set-generator";
import { reportOkrError } from "./report-okr-error";

type Option = { id: string; name: string };
type OkrFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; players: Option[]; okr?: Okr };

const currentYear = () => Number(agencyToday().slice(0, 4));

/** Create or edit an OKR, with its key results written by hand or by the AI; a new one can also be a whole AI set. */
export function OkrFormDialog({ open, onOpenChange, players, okr }: OkrFormDialogProps) {
  const createOkr = useCreateOkr();
  const updateOkr = useUpdateOkr();
  const suggestKeyResults = useSuggestKeyResults();
  const okrSet = useGenerateOkrSet(() => onOpenChange(false));
  const form = useForm<OkrFormInput, unknown, OkrFormOutput>({
    resolver: zodResolver(okrFormSchema),
    defaultValues: okrFormDefaults(agencyToday(), okr),
  });
  const rows = useFieldArray({ control: form.control, name: "keyResults", keyName: "fieldKey" });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createOkr,
    update: updateOkr,
    valuesOf: (current: Okr) => okrFormDefaults(agencyToday(), current),
    messages: {
      created: "OKR creado exitosamente",
      updated: "OKR actualizado exitosamente",
      createFailed: "Error al guardar OKR",
      updateFailed: "Error al guardar OKR",
    },
    onSaved: () => onOpenChange(false),
    onFailed: (error) => console.error("Error al guardar OKR", error),
  });
  const saving = save.pending;
  const busy = saving || okrSet.pending || suggestKeyResults.isPending;

  useResetWhenOpened(open, okr?.id ?? "new", () => form.reset(okrFormDefaults(agencyToday(), okr)));

  const playerNamed = (id: string) => players.find((player) => player.id === id);

  const onSubmit = form.handleSubmit(({ playerId, ...values }) => {
    const input = { ...values, playerId: playerId || null, assignedTo: playerNamed(playerId)?.name ?? null };
    save.submit(okr, input, () => {
      const changed: UpdateOkrInput = changedInput(input, dirtyFields);
      // The name shown as "Asignado a" follows the player chosen.
      if ("playerId" in changed) changed.assignedTo = input.assignedTo;
      return changed;
    });
  });

  const generateKeyResults = () => {
    const objective = form.getValues("objective").trim();
    if (!objective) {
      toast.error(OBJECTIVE_NEEDED);
      form.setFocus("objective");
      return;
    }
    suggestKeyResults.mutate(objective, {
      onSuccess: ({ keyResults }) => {
        rows.replace(keyResults);
        form.clearErrors("keyResults");
        toast.success("Resultados clave generados con IA");
      },
      onError: (error) => reportOkrError("Error al generar con IA", error),
    });
  };

  const generateSet = () => {
    const [quarter, year] = form.getValues(["quarter", "year"]);
    void okrSet.generate({
      player: playerNamed(form.getValues("playerId")),
      quarter,
      year: Number.isInteger(year) ? year : currentYear(),
    });
  };

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={okr ? "Editar OKR" : "Crear Nuevo OKR"}
        description="Un objetivo del trimestre y los resultados clave que lo miden."
        submitLabel={okr ? "Guardar cambios" : "Crear OKR"}
        pending={busy}
        onSubmit={onSubmit}
        className="sm:max-w-2xl"
      >
        <Field label="Objetivo" htmlFor="okr-objective" required error={errors.objective?.message}>
          <Input
            id="okr-objective"
            placeholder="Ej: Aumentar la visibilidad internacional"
            {...form.register("objective")}
          />
        </Field>
        <Field label="Descripción" htmlFor="okr-description" error={errors.description?.message}>
          <Textarea id="okr-description" rows={2} {...form.register("description")} />
        </Field>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Field label="Trimestre" htmlFor="okr-quarter" error={errors.quarter?.message}>
            <NativeSelect id="okr-quarter" {...form.register("quarter")}>
              {OKR_QUARTERS.map((quarter) => (
                <option key={quarter} value={quarter}>
                  {quarter}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Año" htmlFor="okr-year" error={errors.year?.message}>
            <Input
              id="okr-year"
              type="number"
              inputMode="numeric"
              min={2000}
              max={2100}
              {...form.register("year", { valueAsNumber: true })}
            />
          </Field>
          <Field
            label="Estado"
            htmlFor="okr-status"
            error={errors.status?.message}
            className="col-span-2 sm:col-span-1"
          >
            <NativeSelect id="okr-status" {...form.register("status")}>
              {OKR_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {OKR_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field label="Jugador (opcional)" htmlFor="okr-player" error={errors.playerId?.message}>
          <RecordSelect
            id="okr-player"
            records={players}
            search={PLAYER_SEARCH}
            placeholder="Sin jugador"
            {...form.register("playerId")}
          />
        </Field>
        {okr ? null : <OkrSetGenerator pending={okrSet.pending} disabled={busy} onGenerate={generateSet} />}
        <section className="grid gap-3" aria-labelledby="okr-key-results-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="okr-key-results-heading" className="text-sm font-medium">
              Resultados clave
            </h3>
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={generateKeyResults}>
              {suggestKeyResults.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />}
              {suggestKeyResults.isPending ? "Generando..." : "Generar con IA"}
            </Button>
          </div>
          <KeyResultFields rows={rows} register={form.register} errors={errors} />
        </section>
      </FormDialog>
    </>
  );
}
