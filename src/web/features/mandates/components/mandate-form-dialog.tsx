import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { createMandateSchema, type Mandate } from "@shared/schemas/mandate";
import { FormDialog } from "@/components/form-dialog";
import { PlayerSelectField } from "@/components/player-select-field";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { numberFieldProps, spanishNumber } from "@/lib/number-input";
import { usePlayerOptions } from "@/lib/player-options";
import { useSession } from "@/lib/session";
import { useAgentMembers } from "@/lib/team-members";
import { toast } from "@/lib/toast";

import { useCreateMandate, useUpdateMandate } from "../api/save-mandate";
import { agentOptionLabel, preferredAgent } from "../mandate-agents";

type FormInput = z.input<typeof createMandateSchema>;
type FormOutput = z.output<typeof createMandateSchema>;

const defaultsFor = (playerId: string, mandate?: Mandate): FormInput => ({
  playerId: mandate?.playerId ?? playerId,
  agentId: mandate?.agentId ?? "",
  startDate: mandate?.startDate ?? "",
  endDate: mandate?.endDate ?? "",
  exclusive: mandate?.exclusive ?? true,
  commissionPercent: mandate?.commissionPercent ?? 10,
  annualRemuneration: mandate?.annualRemuneration ?? null,
  territory: mandate?.territory ?? "",
  legalAdviceConfirmed: mandate?.legalAdviceConfirmed ?? false,
  fifaRegisteredAt: mandate?.fifaRegisteredAt ?? null,
  guardianName: mandate?.guardianName ?? "",
  guardianConsentOn: mandate?.guardianConsentOn ?? null,
  notes: mandate?.notes ?? "",
});

type MandateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The player of the tab; empty on the list, where the form asks for one. */
  playerId: string;
  mandate?: Mandate;
};

export function MandateFormDialog({ open, onOpenChange, playerId, mandate }: MandateFormDialogProps) {
  const createMandate = useCreateMandate();
  const updateMandate = useUpdateMandate();
  const players = usePlayerOptions();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createMandateSchema),
    defaultValues: defaultsFor(playerId, mandate),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createMandate,
    update: updateMandate,
    valuesOf: (current: Mandate) => defaultsFor(playerId, current),
    messages: {
      created: "Mandato creado",
      updated: "Mandato actualizado",
      createFailed: "No se pudo crear el mandato",
      updateFailed: "No se pudo actualizar el mandato",
    },
    onSaved: (saved) => {
      // Saved anyway: the agent should know what FIFA's rules say about it.
      for (const warning of saved.warnings) toast.warning(warning.message);
      onOpenChange(false);
    },
  });
  const choosesPlayer = !playerId && !mandate;
  const agents = useAgentMembers(open);
  const me = useSession().data?.user.id;

  // A new mandate's agent is whoever signs it when they hold a licence, else the owner, as the API would choose.
  useEffect(() => {
    if (!open || mandate || !agents.data || form.getValues("agentId")) return;
    const agent = preferredAgent(agents.data, me);
    if (agent) form.setValue("agentId", agent.id);
  }, [open, mandate, agents.data, me, form]);

  useResetWhenOpened(open, mandate?.id ?? `new:${playerId}`, () => form.reset(defaultsFor(playerId, mandate)));

  const onSubmit = form.handleSubmit((values) => save.submit(mandate, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={mandate ? "Editar mandato" : "Nuevo mandato"}
        description="Contrato de representación según el Reglamento FIFA de Agentes: máximo 2 años, sin renovación automática."
        submitLabel={mandate ? "Guardar cambios" : "Crear mandato"}
        pending={save.pending}
        onSubmit={onSubmit}
        className="max-h-[90vh] overflow-y-auto"
      >
        {choosesPlayer ? (
          <PlayerSelectField
            id="mandate-player"
            records={players.data ?? []}
            error={errors.playerId?.message}
            {...form.register("playerId")}
          />
        ) : null}
        <Field label="Agente" htmlFor="mandate-agent" error={errors.agentId?.message}>
          <NativeSelect
            id="mandate-agent"
            {...form.register("agentId", { setValueAs: (value: string | undefined) => value || undefined })}
          >
            {agents.data ? null : <option value="">{agents.isError ? "El titular de la agencia" : "Cargando…"}</option>}
            {(agents.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {agentOptionLabel(member)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Inicio" htmlFor="mandate-start" required error={errors.startDate?.message}>
            <Input id="mandate-start" type="date" {...form.register("startDate")} />
          </Field>
          <Field label="Fin" htmlFor="mandate-end" required error={errors.endDate?.message}>
            <Input id="mandate-end" type="date" {...form.register("endDate")} />
          </Field>
          <Field label="Comisión (%)" htmlFor="mandate-commission" error={errors.commissionPercent?.message}>
            <Input
              id="mandate-commission"
              {...numberFieldProps}
              {...form.register("commissionPercent", { setValueAs: spanishNumber(null) })}
            />
          </Field>
          <Field
            label="Remuneración bruta anual (€)"
            htmlFor="mandate-remuneration"
            error={errors.annualRemuneration?.message}
          >
            <Input
              id="mandate-remuneration"
              {...numberFieldProps}
              placeholder="Opcional"
              {...form.register("annualRemuneration", { setValueAs: spanishNumber(null) })}
            />
          </Field>
          <Field label="Territorio" htmlFor="mandate-territory" error={errors.territory?.message}>
            <Input id="mandate-territory" placeholder="Ej: Mundial, Europa" {...form.register("territory")} />
          </Field>
          <Field
            label="Registrado en la plataforma FIFA"
            htmlFor="mandate-fifa"
            error={errors.fifaRegisteredAt?.message}
          >
            <Input id="mandate-fifa" type="date" {...form.register("fifaRegisteredAt")} />
          </Field>
        </div>
        <fieldset className="grid gap-4 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Si el jugador es menor de 18 años</legend>
          <Field label="Tutor legal" htmlFor="mandate-guardian" error={errors.guardianName?.message}>
            <Input id="mandate-guardian" placeholder="Nombre y apellidos" {...form.register("guardianName")} />
          </Field>
          <Field
            label="Consentimiento por escrito (fecha)"
            htmlFor="mandate-guardian-consent"
            error={errors.guardianConsentOn?.message}
          >
            <Input id="mandate-guardian-consent" type="date" {...form.register("guardianConsentOn")} />
          </Field>
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("exclusive")} />
          Mandato exclusivo
        </label>
        <Field label="Notas" htmlFor="mandate-notes" error={errors.notes?.message}>
          <Textarea id="mandate-notes" rows={3} {...form.register("notes")} />
        </Field>
        <div className="grid gap-1">
          <label className="flex min-h-11 items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              aria-invalid={!!errors.legalAdviceConfirmed}
              aria-describedby={errors.legalAdviceConfirmed ? "mandate-legal-error" : undefined}
              {...form.register("legalAdviceConfirmed")}
            />
            El jugador recibió asesoramiento legal independiente
          </label>
          {errors.legalAdviceConfirmed ? (
            <p id="mandate-legal-error" role="alert" className="text-sm text-destructive">
              {errors.legalAdviceConfirmed.message}
            </p>
          ) : null}
        </div>
      </FormDialog>
    </>
  );
}
