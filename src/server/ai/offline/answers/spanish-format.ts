import { abbreviateFollowers } from "../../../../shared/domain/followers";

const integer = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const euros = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const weekdayDate = new Intl.DateTimeFormat("es-ES", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

// Intl puts no-break spaces before units; chat text uses plain ones, like the agent types.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

export const formatInteger = (value: number) => plainSpaces(integer.format(value));
export const formatPercent = (value: number) => `${oneDecimal.format(value)} %`;
export const formatEuros = (value: number) => plainSpaces(euros.format(value));

/** 2300000 -> "2,3 M"; 850000 -> "850 K": the screens' own style, so a figure reads the same in the chat. */
export const formatFollowers = (value: number) => plainSpaces(abbreviateFollowers(value));

/** "2028-06-30" -> "30 de junio de 2028". */
export const formatDay = (isoDay: string) => longDate.format(new Date(`${isoDay}T00:00:00Z`));

/** "2026-11-24" -> "martes, 24 de noviembre". */
export const formatWeekday = (isoDay: string) => weekdayDate.format(new Date(`${isoDay}T00:00:00Z`));

/** "a", "a y b", "a, b y c". */
export function joinSpanish(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatInteger(count)} ${count === 1 ? singular : pluralForm}`;
}
