import * as chrono from "chrono-node";

import { daysFrom, monthStartOf, shiftDays, shiftMonths } from "../../../../shared/domain/calendar-day";
import { quarterBounds } from "../../../../shared/domain/commissions";
import { formatDay, formatWeekday } from "../answers/spanish-format";
import { mentions } from "./normalize";

/** Calendar days, both included, and how the answer names them. */
export type DayRange = { from: string; to: string; label: string };

const isoOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Monday-based weekday: 0 for Monday, 6 for Sunday. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

const spanOf = (from: string, to: string) =>
  from === to ? formatWeekday(from) : `del ${formatDay(from)} al ${formatDay(to)}`;

const WEEKDAY_NAMES = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"];

export const whole = (from: string, to: string, words: string): DayRange => ({
  from,
  to,
  label: `${words} (${spanOf(from, to)})`,
});

/** The past an agent names: "ayer", "la semana pasada", "el finde pasado", "el mes pasado", "el lunes pasado". */
export function pastSpan(q: string, today: string): DayRange | undefined {
  const monday = shiftDays(today, -weekdayOf(today));
  if (mentions(q, "anteayer", "antes de ayer")) return whole(shiftDays(today, -2), shiftDays(today, -2), "anteayer");
  if (mentions(q, "ayer")) return whole(shiftDays(today, -1), shiftDays(today, -1), "ayer");
  if (mentions(q, "finde pasado", "fin de semana pasado", "ultimo fin de semana", "ultimo finde"))
    return whole(shiftDays(monday, -2), shiftDays(monday, -1), "el fin de semana pasado");
  if (mentions(q, "semana pasada", "semana anterior", "ultima semana"))
    return whole(shiftDays(monday, -7), shiftDays(monday, -1), "la semana pasada");
  if (mentions(q, "mes pasado", "mes anterior", "ultimo mes")) {
    const from = shiftMonths(monthStartOf(today), -1);
    return whole(from, shiftDays(monthStartOf(today), -1), "el mes pasado");
  }
  if (mentions(q, "trimestre pasado", "trimestre anterior", "ultimo trimestre")) {
    const { start, end } = quarterBounds(shiftMonths(today, -3));
    return whole(start, end, "el trimestre pasado");
  }
  if (mentions(q, "ano pasado", "ano anterior")) {
    const year = Number(today.slice(0, 4)) - 1;
    return { from: `${year}-01-01`, to: `${year}-12-31`, label: `en ${year}` };
  }
  const weekday = WEEKDAY_NAMES.findIndex((name) => mentions(q, `${name} pasado`, `el ${name} pasado`));
  if (weekday >= 0) {
    const back = (weekdayOf(today) - weekday + 7) % 7 || 7;
    const day = shiftDays(today, -back);
    return { from: day, to: day, label: `el ${formatWeekday(day)}` };
  }
  return undefined;
}

/** The weeks, weekends, months and quarters an agent names, which chrono reads as single days. */
function namedSpan(q: string, today: string): DayRange | undefined {
  const past = pastSpan(q, today);
  if (past) return past;
  const monday = shiftDays(today, -weekdayOf(today));
  // chrono's Spanish reads "mañana" but not the day after it.
  if (mentions(q, "pasado manana", "pasado mañana")) {
    const day = shiftDays(today, 2);
    return { from: day, to: day, label: `pasado mañana (${formatWeekday(day)})` };
  }
  if (mentions(q, "finde", "fin de semana", "el finde", "este finde", "weekend")) {
    const saturday = shiftDays(monday, 5);
    const from = today > saturday ? today : saturday;
    return { from, to: shiftDays(monday, 6), label: `este fin de semana (${spanOf(from, shiftDays(monday, 6))})` };
  }
  if (mentions(q, "semana que viene", "proxima semana", "siguiente semana", "la otra semana")) {
    const from = shiftDays(monday, 7);
    return { from, to: shiftDays(from, 6), label: `la semana que viene (${spanOf(from, shiftDays(from, 6))})` };
  }
  if (mentions(q, "esta semana", "la semana", "semana")) {
    return { from: today, to: shiftDays(monday, 6), label: `esta semana (${spanOf(today, shiftDays(monday, 6))})` };
  }
  if (mentions(q, "mes que viene", "proximo mes", "siguiente mes")) {
    const from = shiftMonths(monthStartOf(today), 1);
    return {
      from,
      to: shiftDays(shiftMonths(from, 1), -1),
      label: `el mes que viene (${spanOf(from, shiftDays(shiftMonths(from, 1), -1))})`,
    };
  }
  if (mentions(q, "este mes", "del mes", "el mes")) {
    const to = shiftDays(shiftMonths(monthStartOf(today), 1), -1);
    return { from: today, to, label: `este mes (${spanOf(today, to)})` };
  }
  if (mentions(q, "este trimestre", "el trimestre", "del trimestre")) {
    const { end } = quarterBounds(today);
    return { from: today, to: end, label: `este trimestre (${spanOf(today, end)})` };
  }
  return undefined;
}

/**
 * The days a question is about ("hoy", "mañana", "el jueves", "el finde", "la semana que viene", "en diciembre"),
 * read from today in the agency's calendar; undefined when it names none. `q` is the normalized question.
 */
export function dayRangeOf(q: string, today: string): DayRange | undefined {
  const named = namedSpan(q, today);
  if (named) return named;
  // chrono reads Spanish with its accents: the two the normalized text lost and agents often skip.
  const text = q
    .replace(/\bmanana\b/g, "mañana")
    .replace(/\bsabado\b/g, "sábado")
    .replace(/\bmiercoles\b/g, "miércoles");
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const reference = new Date(Date.UTC(year, month - 1, day, 12));
  const [found] = chrono.es.parse(text, { instant: reference, timezone: 0 }, { forwardDate: true });
  if (!found) return undefined;
  const start = found.start;
  const from = isoOf(start.get("year") ?? year, start.get("month") ?? month, start.get("day") ?? day);
  if (!start.isCertain("day") && start.isCertain("month")) {
    // "en diciembre": the whole month, from today if it is this one.
    const monthStart = monthStartOf(from);
    const to = shiftDays(shiftMonths(monthStart, 1), -1);
    const first = monthStart < today ? today : monthStart;
    return {
      from: first,
      to,
      label: `en ${new Intl.DateTimeFormat("es-ES", { month: "long", timeZone: "UTC" }).format(new Date(`${monthStart}T00:00:00Z`))} (${spanOf(first, to)})`,
    };
  }
  const end = found.end;
  const to = end ? isoOf(end.get("year") ?? year, end.get("month") ?? month, end.get("day") ?? day) : from;
  const days = daysFrom(today, from);
  const word = days === 0 ? "hoy" : days === 1 ? "mañana" : days === 2 ? "pasado mañana" : undefined;
  return { from, to, label: word && from === to ? `${word} (${formatWeekday(from)})` : spanOf(from, to) };
}
