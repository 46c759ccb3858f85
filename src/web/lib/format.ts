import { agencyTimeZone } from "@shared/domain/calendar-day";

// The browser's own es-ES formats: every screen's first paint needs them, and date-fns would add its weight
// to that first download. date-fns stays for calendar arithmetic, loaded with the screens that do it.
const integer = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });
const compactEuros = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const dayMonthYear = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "short", year: "numeric" });
/** Clock formats read the agency's time zone, which the browser learns from /api/me after the first paint. */
const zoned = (options: Intl.DateTimeFormatOptions) => {
  let cached: { zone: string; format: Intl.DateTimeFormat } | undefined;
  return (date: Date) => {
    const zone = agencyTimeZone();
    if (cached?.zone !== zone)
      cached = { zone, format: new Intl.DateTimeFormat("es-ES", { ...options, timeZone: zone }) };
    return cached.format.format(date);
  };
};
const dayMonthYearTime = zoned({ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const hourMinute = zoned({ hour: "2-digit", minute: "2-digit" });
const shortMonth = new Intl.DateTimeFormat("es-ES", { month: "short" });
const weekdayDayMonth = new Intl.DateTimeFormat("es-ES", { weekday: "long", day: "numeric", month: "long" });
const monthLongYear = new Intl.DateTimeFormat("es-ES", { month: "long", year: "numeric" });
const monthAndYear = new Intl.DateTimeFormat("es-ES", { month: "short", year: "2-digit" });

/** "2026-03-12" is that day where the agent is, not midnight UTC; a full timestamp is its own instant. */
function toDate(iso: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
}

const withoutDot = (text: string) => text.replace(".", "");

/** "12 mar 2026" */
export function formatDate(iso: string): string {
  return withoutDot(dayMonthYear.format(toDate(iso)));
}

/** "12 mar 2026, 18:05", in the agency's time zone. */
export function formatDateTime(iso: string): string {
  return withoutDot(dayMonthYearTime(new Date(iso)));
}

/** "18:05", in the agency's time zone. */
export function formatTime(iso: string): string {
  return hourMinute(new Date(iso));
}

export function formatDay(iso: string): string {
  return String(toDate(iso).getDate());
}

/** "lunes, 23 de noviembre" */
export function formatWeekdayDate(iso: string): string {
  return weekdayDayMonth.format(toDate(iso));
}

/** "noviembre de 2026" */
export function formatMonthYear(iso: string): string {
  return monthLongYear.format(toDate(iso));
}

/** "mar" */
export function formatShortMonth(iso: string): string {
  return withoutDot(shortMonth.format(toDate(iso)));
}

/** "mar 26" */
export function formatMonthLabel(iso: string): string {
  return withoutDot(monthAndYear.format(toDate(iso)));
}

/** "1,7 M €", "750 mil €", "0 €" */
export function formatCompactEuros(value: number): string {
  return compactEuros.format(value);
}

/** "12.345,67 €", "8000 €": the exact amount, cents only when there are some (the server's replies say it alike). */
export { formatEuros } from "@shared/domain/euros";

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** "2.300.000", "4,8" */
export function formatNumber(value: number): string {
  return decimal.format(value);
}

// Percentages keep SPEC's own notation ("+12.5% vs mes anterior", "4.2%"), like follower counts ("2.3M").
/** "4.8%" */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A percentage the agent may not have recorded: "4.8%" or "Sin datos". */
export function formatPercentOrNoData(value: number | null): string {
  return value === null ? NO_DATA : formatPercent(value);
}

export const NO_DATA = "Sin datos";

/** "+12.5%" / "-3.0%" */
export function formatSignedPercent(value: number): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(1)}%`;
}

/** Grapheme-aware initials (shared/domain/initials.ts). */
export { initials } from "@shared/domain/initials";

/** "pendiente" -> "Pendiente": a stored lower-case value as a label. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
