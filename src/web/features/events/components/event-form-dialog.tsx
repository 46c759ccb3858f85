import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { EVENT_STATUSES, EVENT_TYPES } from "@shared/domain/enums";
import { createEventSchema, type CalendarEvent } from "@shared/schemas/event";
import { FormDialog } from "@/components/form-dialog";
import { PlayerSelectField } from "@/components/player-select-field";
import { StaleRecordDialog } from "@/components/stale-record-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useResetWhenOpened } from "@/hooks/use-reset-when-opened";
import { useSaveRecord } from "@/hooks/use-save-record";
import { changedInput } from "@/lib/edit-conflict";
import { capitalize } from "@/lib/format";

import { useCreateEvent } from "../api/create-event";
import { useUpdateEvent } from "../api/update-event";

type FormInput = z.input<typeof createEventSchema>;
type FormOutput = z.output<typeof createEventSchema>;

const defaultsFor = (playerId: string, event?: CalendarEvent, date = ""): FormInput => ({
  playerId: event?.playerId ?? playerId,
  type: event?.type ?? "Partido",
  title: event?.title ?? "",
  date: event?.date ?? date,
  time: event?.time ?? "",
  endTime: event?.endTime ?? "",
  location: event?.location ?? "",
  status: event?.status ?? "confirmado",
});

type EventFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed player (player page); without it a player picker is shown from `players`. */
  playerId?: string;
  players?: { id: string; name: string }[];
  /** The day a new event is for (the day picked on the calendar). */
  date?: string;
  event?: CalendarEvent;
};

export function EventFormDialog({ open, onOpenChange, playerId = "", players, date, event }: EventFormDialogProps) {
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createEventSchema),
    defaultValues: defaultsFor(playerId, event, date),
  });
  const { errors, dirtyFields } = form.formState;
  const save = useSaveRecord({
    form,
    create: createEvent,
    update: updateEvent,
    valuesOf: (current) => defaultsFor(playerId, current, date),
    messages: {
      created: "Evento creado",
      updated: "Evento actualizado",
      createFailed: "No se pudo crear el evento",
      updateFailed: "No se pudo actualizar el evento",
    },
    onSaved: () => onOpenChange(false),
  });

  useResetWhenOpened(open, event?.id ?? `new:${playerId}:${date ?? ""}`, () =>
    form.reset(defaultsFor(playerId, event, date)),
  );

  const onSubmit = form.handleSubmit((values) => save.submit(event, values, () => changedInput(values, dirtyFields)));

  return (
    <>
      <StaleRecordDialog {...save.staleDialog} />
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={event ? "Editar evento" : "Nuevo Evento"}
        description="Partido, reunión, entrevista, viaje… en la agenda del jugador."
        submitLabel={event ? "Guardar cambios" : "Crear evento"}
        pending={save.pending}
        onSubmit={onSubmit}
      >
        {players ? (
          <PlayerSelectField
            id="event-player"
            records={players}
            error={errors.playerId?.message}
            {...form.register("playerId")}
          />
        ) : null}
        <Field label="Título" htmlFor="event-title" required error={errors.title?.message}>
          <Input id="event-title" {...form.register("title")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Tipo" htmlFor="event-type" error={errors.type?.message}>
            <NativeSelect id="event-type" {...form.register("type")}>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Estado" htmlFor="event-status" error={errors.status?.message}>
            <NativeSelect id="event-status" {...form.register("status")}>
              {EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {capitalize(status)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Fecha" htmlFor="event-date" required error={errors.date?.message}>
            <Input id="event-date" type="date" {...form.register("date")} />
          </Field>
          <Field label="Hora" htmlFor="event-time" required error={errors.time?.message}>
            <Input id="event-time" type="time" {...form.register("time")} />
          </Field>
          <Field label="Hora de fin" htmlFor="event-endTime" error={errors.endTime?.message}>
            <Input id="event-endTime" type="time" {...form.register("endTime")} />
          </Field>
          <Field label="Lugar" htmlFor="event-location" error={errors.location?.message}>
            <Input id="event-location" {...form.register("location")} />
          </Field>
        </div>
      </FormDialog>
    </>
  );
}
