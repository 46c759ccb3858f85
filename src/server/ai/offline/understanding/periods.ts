import { monthStartOf, shiftDays, shiftMonths } from "../../../../shared/domain/calendar-day";
import { quarterBounds } from "../../../../shared/domain/commissions";
import { dayRangeOf, pastSpan, weekdayOf, whole, type DayRange } from "./day-range";
import { mentions } from "./normalize";

const weekStart = (today: string) => shiftDays(today, -weekdayOf(today));

/**
 * The whole period a question about records names, past or coming: "el mes pasado", "este año", "en 2025",
 * "los próximos 30 días", "la semana que viene". "Este mes" is the whole month, not what is left of it: records of
 * its first days count. Undefined when it names none.
 */
export function periodIn(q: string, today: string): DayRange | undefined {
  const past = pastSpan(q, today);
  if (past) return past;
  const year = /\b(?:en|de|del ano) (20\d\d)\b/.exec(q)?.[1];
  if (year) return { from: `${year}-01-01`, to: `${year}-12-31`, label: `en ${year}` };
  if (mentions(q, "este ano", "en el ano", "del ano", "este curso"))
    return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31`, label: `en ${today.slice(0, 4)}` };
  if (mentions(q, "este trimestre", "del trimestre")) {
    const { start, end } = quarterBounds(today);
    return whole(start, end, "este trimestre");
  }
  if (mentions(q, "este mes", "del mes", "en el mes")) {
    const from = monthStartOf(today);
    return whole(from, shiftDays(shiftMonths(from, 1), -1), "este mes");
  }
  if (mentions(q, "esta semana")) return whole(weekStart(today), shiftDays(weekStart(today), 6), "esta semana");
  const coming = /\bproximos? (\d{1,3}) (dias|semanas|meses)\b/.exec(q);
  if (coming) {
    const amount = Number(coming[1]);
    const days = coming[2] === "dias" ? amount : coming[2] === "semanas" ? amount * 7 : amount * 30;
    return whole(today, shiftDays(today, days), `en los próximos ${amount} ${coming[2]}`);
  }
  return dayRangeOf(q, today);
}
