import { daysFrom } from "./calendar-day";
import { quarterBounds } from "./commissions";
import { OKR_QUARTERS, type OkrQuarter } from "./enums";

/** Days before a quarter's end from which a new OKR is proposed for the next quarter: too late to plan this one. */
export const NEXT_QUARTER_WITHIN_DAYS = 21;

/** The quarter a new OKR is proposed for: today's, or the coming one when today's is nearly over. */
export function proposedOkrQuarter(today: string): { quarter: OkrQuarter; year: number } {
  const year = Number(today.slice(0, 4));
  const index = Math.floor((Number(today.slice(5, 7)) - 1) / 3);
  if (daysFrom(today, quarterBounds(today).end) >= NEXT_QUARTER_WITHIN_DAYS)
    return { quarter: OKR_QUARTERS[index]!, year };
  return index === 3 ? { quarter: "Q1", year: year + 1 } : { quarter: OKR_QUARTERS[index + 1]!, year };
}
