import { z } from "zod";

import { EVENT_STATUSES, EVENT_TYPES, type EventStatus, type EventType } from "../domain/enums";
import type { PlayerApproval } from "./approval";
import { entityId, isoDate, optionalFilter, optionalText, pageQuery, requiredText, strictObject } from "./common";

export const TIME_MESSAGE = "La hora debe tener el formato HH:MM";
export const END_TIME_MESSAGE = "La hora de fin debe ser posterior a la de inicio";

const clockTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

const eventFields = {
  playerId: entityId("Selecciona un jugador"),
  type: z.enum(EVENT_TYPES, { error: "Tipo de evento no válido" }),
  title: requiredText("El título es obligatorio", 200),
  date: isoDate("La fecha es obligatoria"),
  time: clockTime(TIME_MESSAGE),
  /** The same day's end; "" or null when only the start is known. */
  endTime: z.preprocess(
    (value) => (value === "" ? null : value),
    clockTime("La hora de fin debe tener el formato HH:MM").nullable(),
  ),
  location: optionalText(200),
  status: z.enum(EVENT_STATUSES, { error: "Estado no válido" }),
};

/** Where both ends are given; an edit of one is checked against the stored other by the database. */
function endAfterStart(value: { time?: string; endTime?: string | null }, ctx: z.RefinementCtx) {
  if (value.time && value.endTime && value.endTime <= value.time)
    ctx.addIssue({ code: "custom", path: ["endTime"], message: END_TIME_MESSAGE });
}

export const createEventSchema = strictObject({
  playerId: eventFields.playerId,
  type: eventFields.type,
  title: eventFields.title,
  date: eventFields.date,
  time: eventFields.time,
  endTime: eventFields.endTime.optional(),
  location: eventFields.location.optional(),
  status: eventFields.status.optional(),
}).superRefine(endAfterStart);
export type CreateEventInput = z.infer<typeof createEventSchema>;

export const updateEventSchema = strictObject(eventFields).partial().superRefine(endAfterStart);
export type UpdateEventInput = z.infer<typeof updateEventSchema>;

export const listEventsQuerySchema = strictObject({
  playerId: optionalFilter(entityId("Jugador no válido")),
  from: optionalFilter(isoDate("Fecha 'from' no válida")),
  to: optionalFilter(isoDate("Fecha 'to' no válida")),
  ...pageQuery,
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;

export type CalendarEvent = {
  id: string;
  playerId: string;
  playerName: string;
  type: EventType;
  title: string;
  date: string;
  time: string;
  /** "HH:MM" the same day, or null when only the start is known. */
  endTime: string | null;
  location: string;
  status: EventStatus;
  /** The latest question to the player about attending, and their answer; null if never asked. */
  playerApproval: PlayerApproval | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
