/**
 * "Today" as the agency lives it: a function giving the ISO day ("2026-03-12") in `timeZone` for an instant.
 * Building the formatter costs far more than using it, so it is built once per zone.
 */
export function isoDayIn(timeZone: string): (now?: Date) => string {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return (now = new Date()) => format.format(now);
}

const parts = (iso: string) => iso.split("-").map(Number) as [number, number, number];
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** The same day `months` later (or earlier); the 31st becomes the month's last day, 29 February the 28th. */
export function shiftMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const total = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(total / 12);
  const nextMonth = (total % 12) + 1;
  return iso(nextYear, nextMonth, Math.min(date, daysInMonth(nextYear, nextMonth)));
}

export function shiftDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first day of `day`'s month. */
export const monthStartOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const DEFAULT_TIME_ZONE = "Europe/Madrid";

// The agency's time zone is set once per process: by the server's configuration (PALCO_TIME_ZONE) at start, and
// by the browser from /api/me. Every "today" in Palco is asked of agencyToday, so the two always agree.
let timeZone = DEFAULT_TIME_ZONE;
let todayInZone = isoDayIn(timeZone);

export function setAgencyTimeZone(zone: string): void {
  if (zone === timeZone) return;
  todayInZone = isoDayIn(zone);
  timeZone = zone;
}

export const agencyTimeZone = (): string => timeZone;

/** Today (or the day of `now`) where the agency is, as an ISO day. */
export const agencyToday = (now?: Date): string => todayInZone(now);

/** The months as Spanish writes them (lower case, no accents needed). */
export const MONTH_NAMES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** The season a day falls in, as clubs write it: from July, "2026/27". */
export function seasonOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const first = Number(day.slice(5, 7)) >= 7 ? year : year - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, "0")}`;
}
