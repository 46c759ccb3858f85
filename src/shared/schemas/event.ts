import { z } from "zod";

import { EVENT_STATUSES, EVENT_TYPES, type EventStatus, type EventType } from "../domain/enums";
import { entityId, isoDate, optionalFilter, optionalText, pageQuery, requiredText, strictObject } from "./common";

export const TIME_MESSAGE = "La hora debe tener el formato HH:MM";

const eventFields = {
  playerId: entityId("Selecciona un jugador"),
  type: z.enum(EVENT_TYPES, { error: "Tipo de evento no válido" }),
  title: requiredText("El título es obligatorio", 200),
  date: isoDate("La fecha es obligatoria"),
  time: z
    .string({ error: TIME_MESSAGE })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE),
  location: optionalText(200),
  status: z.enum(EVENT_STATUSES, { error: "Estado no válido" }),
};

export const createEventSchema = strictObject({
  playerId: eventFields.playerId,
  type: eventFields.type,
  title: eventFields.title,
  date: eventFields.date,
  time: eventFields.time,
  location: eventFields.location.optional(),
  status: eventFields.status.optional(),
});
export type CreateEventInput = z.infer<typeof createEventSchema>;

export const updateEventSchema = strictObject(eventFields).partial();
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
  location: string;
  status: EventStatus;
  createdAt: string;
  updatedAt: string;
  /** Raised by every update; sent back as If-Match so that an edit from an older read is refused. */
  version: number;
};
