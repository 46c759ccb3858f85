import { type z } from "zod";

import { daysFrom } from "../domain/calendar-day";
import { isoDate, strictObject } from "./common";

/** The longest range one request reads: a month view with its neighbours' days. */
export const AGENDA_MAX_DAYS = 93;

export const agendaQuerySchema = strictObject({
  from: isoDate("Indica el primer día (from) como AAAA-MM-DD"),
  to: isoDate("Indica el último día (to) como AAAA-MM-DD"),
}).superRefine((range, ctx) => {
  if (range.to < range.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: "El último día no puede ser anterior al primero" });
  else if (daysFrom(range.from, range.to) > AGENDA_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `Como máximo ${AGENDA_MAX_DAYS} días de una vez` });
});
export type AgendaQuery = z.infer<typeof agendaQuerySchema>;

export const AGENDA_KINDS = [
  "next-step",
  "offer-deadline",
  "signing",
  "contract-start",
  "option-notice",
  "window-close",
] as const;
export type AgendaKind = (typeof AGENDA_KINDS)[number];

export const AGENDA_KIND_LABELS: Record<AgendaKind, string> = {
  "next-step": "Próximo paso",
  "offer-deadline": "Respuesta a una oferta",
  signing: "Firma",
  "contract-start": "Inicio de contrato previsto",
  "option-notice": "Aviso de opción de ampliación",
  "window-close": "Cierre de ventana",
};

/** A dated fact of the market beside the events: what to do, answer, sign or beat that day. */
export type AgendaItem = {
  id: string;
  date: string;
  kind: AgendaKind;
  title: string;
  detail: string;
  href: string;
  /** The player it is about, when one is: a calendar app shows it before the title, as it does for events. */
  playerName: string | null;
};

/** The most items one answer lists: a month of a large agency is counted by day, and read a day at a time. */
export const AGENDA_ITEM_LIMIT = 200;

/**
 * The range's market dates: how many fall on each day (the calendar's marks), and the earliest of them up to the
 * limit (`truncated` when there are more: ask for a shorter range, a day).
 */
export type Agenda = { days: { date: string; count: number }[]; items: AgendaItem[]; truncated: boolean };
