import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { agencyToday } from "@shared/domain/calendar-day";
import { CHANNEL_LABELS, CONTACT_CHANNELS } from "@shared/domain/contacts";
import { createContactLogSchema, type ContactLogEntry } from "@shared/schemas/contact-log";
import { FormDialog } from "@/components/form-dialog";
import { RecordSelect } from "@/components/record-select";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { PLAYER_SEARCH } from "@/lib/name-options";
import { usePlayerOptions } from "@/lib/player-options";
import type { ContactLogFilter } from "@/lib/query-keys";

import { useCreateContactLogEntry, useUpdateContactLogEntry } from "../api/contact-log";

type FormInput = z.input<typeof createContactLogSchema>;
type FormOutput = z.output<typeof createContactLogSchema>;

const defaultsFor = (subject: ContactLogFilter, entry?: ContactLogEntry): FormInput => ({
  date: entry?.date ?? agencyToday(),
  channel: entry?.channel ?? "llamada",
  contactId: entry ? entry.contactId : (subject.contactId ?? null),
  clubId: entry ? entry.clubId : (subject.clubId ?? null),
  brandId: entry ? entry.brandId : (subject.brandId ?? null),
  playerId: entry ? entry.playerId : (subject.playerId ?? null),
  operationId: entry ? entry.operationId : (subject.operationId ?? null),
  summary: entry?.summary ?? "",
  nextStep: entry?.nextStep ?? "",
  nextStepOn: entry?.nextStepOn ?? "",
  nextStepDone: entry?.nextStepDone ?? false,
  approach: entry?.approach ?? false,
});

/** An operation the contact may be about, with the player it brings along. */
export type OperationChoice = { id: string; name: string; playerId: string; playerName: string };

type ContactLogFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the page is about: the new entry concerns it. */
  subject: ContactLogFilter;
  /** Who the agent may have spoken to: the people of the club or brand at hand. */
  people: { id: string; name: string }[];
  /** The operations of the club at hand: a contact there may be about one of them. */
  operations?: OperationChoice[];
  entry?: ContactLogEntry;
};

export function ContactLogFormDialog({
  open,
  onOpenChange,
  subject,
  people,
  operations,
  entry,
}: ContactLogFormDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createContactLogSchema),
    defaultValues: defaultsFor(subject, entry),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: useCreateContactLogEntry(),
    update: useUpdateContactLogEntry(),
    valuesOf: (current: ContactLogEntry) => defaultsFor(subject, current),
    messages: {
      created: "Contacto registrado",
      updated: "Contacto actualizado",
      createFailed: "No se pudo registrar el contacto",
      updateFailed: "No se pudo actualizar el contacto",
    },
    onSaved: () => onOpenChange(false),
  });
  useResetWhenOpened(open, entry?.id ?? "new", () => form.reset(defaultsFor(subject, entry)));
  const onSubmit = form.handleSubmit((values) => save.submit(entry, values, () => changedInput(values, dirtyFields)));
  // On a club's or a brand's page the contact may also be about a player and, at a club, one of its operations.
  const namesConcerns = !subject.playerId && !subject.operationId;
  const players = usePlayerOptions();
  const chosenOperation = operations?.find((operation) => operation.id === form.watch("operationId"));
  const playerChoices = [...(players.data ?? [])];
  if (chosenOperation && !playerChoices.some((player) => player.id === chosenOperation.playerId))
    playerChoices.unshift({ id: chosenOperation.playerId, name: chosenOperation.playerName });

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={entry ? "Editar contacto" : "Registrar contacto"}
        description="Qué se habló, con quién y cuál es el próximo paso: Palco te lo recordará ese día."
        submitLabel={entry ? "Guardar cambios" : "Registrar contacto"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Fecha" htmlFor="log-date" required error={errors.date?.message}>
            <Input id="log-date" type="date" {...form.register("date")} />
          </Field>
          <Field label="Canal" htmlFor="log-channel" required error={errors.channel?.message}>
            <NativeSelect id="log-channel" {...form.register("channel")}>
              {CONTACT_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_LABELS[channel]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field label="Con" htmlFor="log-contact" error={errors.contactId?.message}>
          <RecordSelect
            id="log-contact"
            records={people}
            placeholder="Sin persona concreta"
            {...form.register("contactId")}
          />
        </Field>
        {namesConcerns ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {operations ? (
              <Field label="Operación" htmlFor="log-operation" error={errors.operationId?.message}>
                <RecordSelect
                  id="log-operation"
                  records={operations}
                  placeholder="Ninguna en concreto"
                  {...form.register("operationId", {
                    // An operation brings its player.
                    onChange: (event: { target: { value: string } }) => {
                      const operation = operations.find((candidate) => candidate.id === event.target.value);
                      if (operation) form.setValue("playerId", operation.playerId, { shouldDirty: true });
                    },
                  })}
                />
              </Field>
            ) : null}
            <Field label="Jugador" htmlFor="log-player" error={errors.playerId?.message}>
              <RecordSelect
                id="log-player"
                records={playerChoices}
                placeholder="Ninguno en concreto"
                search={PLAYER_SEARCH}
                disabled={chosenOperation !== undefined}
                {...form.register("playerId")}
              />
            </Field>
          </div>
        ) : null}
        <Field label="Resumen" htmlFor="log-summary" required error={errors.summary?.message ?? errors.clubId?.message}>
          <Textarea id="log-summary" rows={3} placeholder="Qué se habló" {...form.register("summary")} />
        </Field>
        {subject.brandId ? null : (
          <div className="grid gap-1">
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                aria-invalid={!!errors.approach}
                aria-describedby="log-approach-help"
                {...form.register("approach")}
              />
              Es un acercamiento: ofrecemos los servicios de la agencia
            </label>
            <p id="log-approach-help" className="text-xs text-muted-foreground">
              Solo un agente con licencia FIFA vigente puede acercarse a un jugador o a un club (Reglamento FIFA de
              Agentes de Fútbol, art. 11).
            </p>
            {errors.approach ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.approach.message}
              </p>
            ) : null}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
          <Field label="Próximo paso" htmlFor="log-next-step" error={errors.nextStep?.message}>
            <Input id="log-next-step" placeholder="Ej: Enviar la contraoferta" {...form.register("nextStep")} />
          </Field>
          <Field label="Fecha del próximo paso" htmlFor="log-next-step-on" error={errors.nextStepOn?.message}>
            <Input id="log-next-step-on" type="date" {...form.register("nextStepOn")} />
          </Field>
        </div>
      </FormDialog>
    </>
  );
}
