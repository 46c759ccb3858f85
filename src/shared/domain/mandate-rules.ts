// The FIFA Football Agent Regulations as Palco applies them to a representation mandate.
import { shiftDays, shiftMonths } from "./calendar-day";

export const MANDATE_MAX_YEARS = 2;
/** A mandate enters its last two months: other agents may then approach the player. */
export const MANDATE_ENDING_MONTHS = 2;
/** Days after the start within which the mandate must be on the FIFA agent platform. */
export const FIFA_REGISTRATION_DAYS = 14;
/** The commission caps' threshold: the player's yearly remuneration in US dollars. */
export const FIFA_CAP_THRESHOLD_USD = 200_000;
export const FIFA_CAP_ABOVE = 3;
export const FIFA_CAP_UP_TO = 5;
/** US dollars per euro for the caps' threshold unless PALCO_USD_PER_EUR says otherwise. */
export const DEFAULT_USD_PER_EUR = 1.08;

export const MANDATE_STATUSES = ["Vigente", "Por vencer", "Vencido"] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const MANDATE_MESSAGES = {
  tooLong: "Un mandato no puede durar más de 2 años",
  endBeforeStart: "La fecha de fin debe ser posterior a la de inicio",
  overlap: "El jugador ya tiene un mandato vigente en esas fechas",
  legalAdvice: "Confirma que el jugador recibió asesoramiento legal independiente",
  capAbove: `Supera el límite FIFA del ${FIFA_CAP_ABOVE} % (suspendido desde 2023)`,
  capUpTo: `Supera el límite FIFA del ${FIFA_CAP_UP_TO} % (suspendido desde 2023)`,
  fifaPending: "Pendiente de registro FIFA",
} as const;

/** Two years exactly (start 2026-01-01, end 2028-01-01) is allowed; one day more is not. */
export const exceedsMaxDuration = (startDate: string, endDate: string) =>
  endDate > shiftMonths(startDate, MANDATE_MAX_YEARS * 12);

/** Both ranges include their first and last day: sharing a single day is an overlap. */
export const periodsOverlap = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

export function mandateStatus(endDate: string, today: string): MandateStatus {
  if (endDate < today) return "Vencido";
  return today >= shiftMonths(endDate, -MANDATE_ENDING_MONTHS) ? "Por vencer" : "Vigente";
}

/** Not on the FIFA platform and more than 14 days past its start. */
export const fifaRegistrationPending = (startDate: string, fifaRegisteredAt: string | null, today: string) =>
  fifaRegisteredAt === null && today > shiftDays(startDate, FIFA_REGISTRATION_DAYS);

/**
 * The FIFA commission caps, suspended worldwide since the end of 2023: Palco warns and saves. Above USD 200,000
 * a year the cap is 3 %; up to it (or with no remuneration known) 5 %.
 */
export function commissionWarnings(
  commissionPercent: number,
  annualRemunerationEur: number | null,
  usdPerEur: number,
): string[] {
  const aboveThreshold = annualRemunerationEur !== null && annualRemunerationEur * usdPerEur > FIFA_CAP_THRESHOLD_USD;
  if (aboveThreshold) return commissionPercent > FIFA_CAP_ABOVE ? [MANDATE_MESSAGES.capAbove] : [];
  return commissionPercent > FIFA_CAP_UP_TO ? [MANDATE_MESSAGES.capUpTo] : [];
}
