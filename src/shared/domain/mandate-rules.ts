// The FIFA Football Agent Regulations as Palco applies them to a representation mandate.
import { ageOn } from "./age";
import { shiftDays, shiftMonths } from "./calendar-day";
import { ruleWarning, type FifaRuleBook, type RuleWarning } from "./fifa-rules";

export const MANDATE_MAX_YEARS = 2;
/** A mandate enters its last two months: other agents may then approach the player. */
export const MANDATE_ENDING_MONTHS = 2;
/** Days after the start within which the mandate must be on the FIFA agent platform. */
export const FIFA_REGISTRATION_DAYS = 14;
/** The service-fee cap's threshold on the player's yearly remuneration, in US dollars. */
export const FIFA_CAP_THRESHOLD_USD = 200_000;
/** Percent of the remuneration above the threshold. */
export const FIFA_CAP_ABOVE = 3;
/** Percent of the remuneration up to the threshold. */
export const FIFA_CAP_UP_TO = 5;
/** Players under this age sign through their legal guardian. */
export const ADULT_AGE = 18;
/** US dollars per euro for the caps' threshold unless PALCO_USD_PER_EUR says otherwise. */
export const DEFAULT_USD_PER_EUR = 1.08;

export const MANDATE_STATUSES = ["Vigente", "Por vencer", "Vencido"] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

export const MANDATE_MESSAGES = {
  tooLong: "Un mandato no puede durar más de 2 años",
  endBeforeStart: "La fecha de fin debe ser posterior a la de inicio",
  overlap: "El jugador ya tiene un mandato vigente en esas fechas",
  legalAdvice: "Confirma que el jugador recibió asesoramiento legal independiente",
  capUnknown: `La comisión supera el límite FIFA del ${FIFA_CAP_UP_TO} % de la remuneración`,
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

/** Not on the FIFA platform and more than 14 days past its signature (its start, when signed on paper). */
export const fifaRegistrationPending = (startDate: string, fifaRegisteredAt: string | null, today: string) =>
  fifaRegisteredAt === null && today > shiftDays(startDate, FIFA_REGISTRATION_DAYS);

const percentFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

/** FIFA's method: 5 % of the first USD 200.000 of yearly remuneration and 3 % of the rest (USD 2,4 M gives 76.000). */
export function serviceFeeCapUsd(remunerationUsd: number): number {
  const upTo = Math.min(remunerationUsd, FIFA_CAP_THRESHOLD_USD);
  const above = Math.max(remunerationUsd - FIFA_CAP_THRESHOLD_USD, 0);
  return (upTo * FIFA_CAP_UP_TO + above * FIFA_CAP_ABOVE) / 100;
}

/**
 * The warning when a yearly commission of `commissionPercent` goes over the service-fee cap. With the remuneration
 * unknown only the 5 % that caps any remuneration can be judged. Compared in cents, so that a percent rounded to two
 * decimals from the cap itself is not flagged.
 */
export function commissionWarnings(
  commissionPercent: number,
  annualRemunerationEur: number | null,
  usdPerEur: number,
  book: FifaRuleBook,
): RuleWarning[] {
  if (annualRemunerationEur === null || annualRemunerationEur <= 0) {
    return commissionPercent > FIFA_CAP_UP_TO
      ? [ruleWarning(book, "service-fee-cap", MANDATE_MESSAGES.capUnknown)]
      : [];
  }
  const remunerationUsd = annualRemunerationEur * usdPerEur;
  const capUsd = serviceFeeCapUsd(remunerationUsd);
  const feeUsd = (remunerationUsd * commissionPercent) / 100;
  if (Math.round(feeUsd * 100) <= Math.round(capUsd * 100)) return [];
  const capPercent = (capUsd / remunerationUsd) * 100;
  const message = `La comisión (${percentFormat.format(commissionPercent)} %) supera el límite FIFA: ${percentFormat.format(capPercent)} % para esta remuneración`;
  return [ruleWarning(book, "service-fee-cap", message)];
}

/** What a minor's mandate still lacks: the legal guardian who signs and their written consent. */
export function guardianWarnings(
  mandate: { startDate: string; guardianName: string; guardianConsentOn: string | null },
  birthDate: string | null,
  book: FifaRuleBook,
): RuleWarning[] {
  if (!birthDate || ageOn(birthDate, mandate.startDate) >= ADULT_AGE) return [];
  const missing = [
    ...(mandate.guardianName.trim() ? [] : ["el tutor legal"]),
    ...(mandate.guardianConsentOn ? [] : ["su consentimiento por escrito"]),
  ];
  if (missing.length === 0) return [];
  return [
    ruleWarning(
      book,
      "minor-guardian",
      `Jugador menor de edad: ${missing.length > 1 ? "faltan" : "falta"} ${missing.join(" y ")}`,
    ),
  ];
}
