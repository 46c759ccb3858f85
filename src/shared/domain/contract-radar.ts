import { shiftMonths } from "./calendar-day";

/** Six months or less left: the player may agree terms with another club. */
export const FREE_TO_NEGOTIATE_MONTHS = 6;
export const LAST_YEAR_MONTHS = 12;

export type ContractRadar = "Libre para negociar" | "Último año";

/** Where a club contract stands today, or null when it is far off or not known. */
export function contractRadar(contractUntil: string | null, today: string): ContractRadar | null {
  if (!contractUntil) return null;
  if (today >= shiftMonths(contractUntil, -FREE_TO_NEGOTIATE_MONTHS)) return "Libre para negociar";
  if (today >= shiftMonths(contractUntil, -LAST_YEAR_MONTHS)) return "Último año";
  return null;
}
