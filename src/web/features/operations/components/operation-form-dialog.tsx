import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import { OPERATION_STAGES, OPERATION_TYPES } from "@shared/domain/operations";
import { createOperationSchema, type Operation } from "@shared/schemas/operation";
import { FormDialog } from "@/components/form-dialog";
import { PlayerSelectField } from "@/components/player-select-field";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { CLUB_SEARCH } from "@/lib/name-options";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { toast } from "@/lib/toast";

import { useCreateOperation, useUpdateOperation } from "../api/save-operation";

type FormInput = z.input<typeof createOperationSchema>;
type FormOutput = z.output<typeof createOperationSchema>;
type Option = { id: string; name: string };

const defaultsFor = (playerId: string | undefined, operation?: Operation): FormInput => ({
  playerId: operation?.playerId ?? playerId ?? "",
  type: operation?.type ?? "Traspaso",
  clubId: operation?.clubId ?? "",
  originClubId: operation?.originClubId ?? "",
  stage: operation?.stage ?? "Sondeo",
  transferFee: operation?.transferFee ?? "",
  salary: operation?.salary ?? "",
  signingBonus: operation?.signingBonus ?? "",
  bonuses: operation?.bonuses ?? "",
  startDate: operation?.startDate ?? "",
  endDate: operation?.endDate ?? "",
  signedOn: operation?.signedOn ?? "",
  agentFeePercent: operation?.agentFeePercent ?? null,
  agentFeeAmount: operation?.agentFeeAmount ?? "",
  lostReason: operation?.lostReason ?? "",
});

type OperationFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  operation?: Operation;
  /** Fixed on a player's own tab; chosen in the form otherwise. */
  playerId?: string;
  players: Option[];
  clubs: Option[];
  history?: ReactNode;
};

export function OperationFormDialog({
  open,
  onOpenChange,
  operation,
  playerId,
  players,
  clubs,
  history,
}: OperationFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createOperationSchema),
    defaultValues: defaultsFor(playerId, operation),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: useCreateOperation(),
    update: useUpdateOperation(),
    valuesOf: (current: Operation) => defaultsFor(playerId, current),
    messages: {
      created: "Operación creada",
      updated: "Operación actualizada",
      createFailed: "No se pudo crear la operación",
      updateFailed: "No se pudo actualizar la operación",
    },
    onSaved: (saved) => {
      // Saved anyway: the agent should know what FIFA's rules say about it.
      for (const warning of saved.warnings) toast.warning(warning.message);
      onOpenChange(false);
    },
  });
  useResetWhenOpened(open, operation?.id ?? `new:${playerId}`, () => form.reset(defaultsFor(playerId, operation)));

  const [type, stage] = useWatch({ control: form.control, name: ["type", "stage"] });
  const onSubmit = form.handleSubmit((values) =>
    save.submit(operation, values, () => changedInput(values, dirtyFields)),
  );

  const text = (
    name: "transferFee" | "salary" | "signingBonus" | "bonuses" | "agentFeeAmount",
    label: string,
    placeholder?: string,
  ) => (
    <Field label={label} htmlFor={`operation-${name}`} error={errors[name]?.message}>
      <Input id={`operation-${name}`} placeholder={placeholder} {...form.register(name)} />
    </Field>
  );

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={operation ? "Editar operación" : "Nueva operación"}
        description="Traspaso, cesión, renovación o fichaje libre que negocias para un jugador."
        submitLabel={operation ? "Guardar cambios" : "Crear operación"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        {playerId ? null : (
          <PlayerSelectField
            id="operation-player"
            records={players}
            error={errors.playerId?.message}
            {...form.register("playerId")}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tipo" htmlFor="operation-type" required error={errors.type?.message}>
            <NativeSelect id="operation-type" {...form.register("type")}>
              {OPERATION_TYPES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Etapa" htmlFor="operation-stage" error={errors.stage?.message}>
            <NativeSelect id="operation-stage" {...form.register("stage")}>
              {OPERATION_STAGES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={type === "Renovación" ? "Club actual" : "Club de destino"}
            htmlFor="operation-club"
            required
            error={errors.clubId?.message}
          >
            <RecordSelect
              id="operation-club"
              records={clubs}
              search={CLUB_SEARCH}
              placeholder="Selecciona el club"
              {...form.register("clubId")}
            />
          </Field>
          {type === "Renovación" ? null : (
            <Field label="Club de origen" htmlFor="operation-origin" error={errors.originClubId?.message}>
              <RecordSelect
                id="operation-origin"
                records={clubs}
                search={CLUB_SEARCH}
                placeholder="Sin club de origen"
                {...form.register("originClubId")}
              />
            </Field>
          )}
          {type === "Traspaso" ? text("transferFee", "Importe del traspaso", "Ej: 12.000.000€") : null}
          {text("salary", "Salario bruto anual", "Ej: 1.500.000€")}
          {text("signingBonus", "Prima de fichaje")}
          {text("bonuses", "Variables", "Ej: 200.000€ por objetivos")}
          <Field label="Inicio del contrato" htmlFor="operation-startDate" error={errors.startDate?.message}>
            <Input id="operation-startDate" type="date" {...form.register("startDate")} />
          </Field>
          <Field label="Fin del contrato" htmlFor="operation-endDate" error={errors.endDate?.message}>
            <Input id="operation-endDate" type="date" {...form.register("endDate")} />
          </Field>
          {stage === "Firmada" || operation?.signedOn ? (
            <Field label="Fecha de firma" htmlFor="operation-signedOn" error={errors.signedOn?.message}>
              <Input id="operation-signedOn" type="date" {...form.register("signedOn")} />
            </Field>
          ) : null}
          <Field
            label="Honorario del agente (%)"
            htmlFor="operation-agentFeePercent"
            error={errors.agentFeePercent?.message}
          >
            <Input
              id="operation-agentFeePercent"
              {...numberFieldProps}
              placeholder={operation ? "Del salario del jugador" : "Vacío: el del mandato vigente"}
              {...form.register("agentFeePercent", { setValueAs: spanishNumber(null) })}
            />
          </Field>
          {text("agentFeeAmount", "Honorario del agente (importe)", "Si lo paga el club")}
        </div>
        {stage === "Caída" ? (
          <Field label="Motivo" htmlFor="operation-lostReason" required error={errors.lostReason?.message}>
            <Input
              id="operation-lostReason"
              placeholder="Ej: El club fichó a otro jugador"
              {...form.register("lostReason")}
            />
          </Field>
        ) : null}
        {operation ? history : null}
      </FormDialog>
    </>
  );
}
