// The agency's income as Palco computes it: a commission on each active sponsorship's fee and, for each
// representation mandate with a known remuneration, a commission on it paid quarter by quarter.
import { daysFrom, seasonOf, shiftDays, shiftMonths } from "./calendar-day";

/** The agency's cut of a sponsorship fee unless the deal or the settings say otherwise. */
export const DEFAULT_DEAL_COMMISSION_PERCENT = 10;

export const COMMISSION_SOURCES = ["deal", "mandate", "operation"] as const;
export type CommissionSource = (typeof COMMISSION_SOURCES)[number];

/** The single instalment of a deal's commission is keyed by this period. */
export const DEAL_FEE_PERIOD = "fee";

/** One expected payment: `period` identifies it within its source, so that a recomputation updates it in place. */
export type ExpectedInstalment = { period: string; dueDate: string; amount: number };

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** The quarter a day falls in, as "2026-T3". */
export function quarterKey(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return `${year}-T${Math.floor((month - 1) / 3) + 1}`;
}

/** First and last day of the quarter a day falls in. */
export function quarterBounds(day: string): { start: string; end: string } {
  const [year, month] = day.split("-").map(Number) as [number, number];
  const firstMonth = Math.floor((month - 1) / 3) * 3 + 1;
  const start = `${year}-${String(firstMonth).padStart(2, "0")}-01`;
  return { start, end: shiftDays(shiftMonths(start, 3), -1) };
}

/** "2026-T3" as the interface shows it: "T3 2026". */
export function quarterLabel(key: string): string {
  const [year, quarter] = key.split("-T");
  return `T${quarter} ${year}`;
}

/** Days from `from` to `to`, both included. */
const daysIncluding = (from: string, to: string) => daysFrom(from, to) + 1;

/**
 * An active deal earns its percent of the fee once, due on the deal's start date (or, with none, on the day it
 * was first expected). Any other stage, or a fee naming no amount, earns nothing yet.
 */
export function dealInstalments(
  deal: { stage: string; feeAmount: number | null; commissionPercent: number; startDate: string | null },
  fallbackDueDate: string,
): ExpectedInstalment[] {
  if (deal.stage !== "Activa" || deal.feeAmount === null || deal.feeAmount <= 0 || deal.commissionPercent <= 0)
    return [];
  return [
    {
      period: DEAL_FEE_PERIOD,
      dueDate: deal.startDate ?? fallbackDueDate,
      amount: roundCents((deal.feeAmount * deal.commissionPercent) / 100),
    },
  ];
}

/**
 * A mandate earns its percent of the player's yearly remuneration, a quarter of it for each calendar quarter,
 * pro rata by days in the quarters it only partly covers; each instalment falls due on its quarter's last day.
 */
export function mandateInstalments(
  mandate: {
    startDate: string;
    endDate: string;
    commissionPercent: number;
    annualRemuneration: number | null;
  },
  remunerationOfSeason: (season: string) => number | undefined = () => undefined,
): ExpectedInstalment[] {
  if (mandate.annualRemuneration === null || mandate.annualRemuneration <= 0 || mandate.commissionPercent <= 0)
    return [];
  if (mandate.endDate < mandate.startDate) return [];
  const annual = mandate.annualRemuneration;
  const instalments: ExpectedInstalment[] = [];
  for (
    let quarter = quarterBounds(mandate.startDate);
    quarter.start <= mandate.endDate;
    quarter = quarterBounds(shiftDays(quarter.end, 1))
  ) {
    const from = mandate.startDate > quarter.start ? mandate.startDate : quarter.start;
    const to = mandate.endDate < quarter.end ? mandate.endDate : quarter.end;
    const share = daysIncluding(from, to) / daysIncluding(quarter.start, quarter.end);
    // Seasons start in July, so a calendar quarter never straddles two of them.
    const perQuarter =
      ((remunerationOfSeason(seasonOf(quarter.start)) ?? annual) * mandate.commissionPercent) / 100 / 4;
    instalments.push({
      period: quarterKey(quarter.start),
      dueDate: quarter.end,
      amount: roundCents(perQuarter * share),
    });
  }
  return instalments;
}

/** What is still to arrive of an instalment after its payments, never below zero. */
export const balanceOf = (instalment: { amount: number; receivedAmount: number }) =>
  Math.max(roundCents(instalment.amount - instalment.receivedAmount), 0);

/** What arrived past the amount: an overpayment the agent recorded as such. */
export const overpaidOf = (instalment: { amount: number; receivedAmount: number }) =>
  Math.max(roundCents(instalment.receivedAmount - instalment.amount), 0);

/** Due before `today` with part of it still to arrive. */
export const isOverdue = (instalment: { dueDate: string; amount: number; receivedAmount: number }, today: string) =>
  balanceOf(instalment) > 0 && instalment.dueDate < today;

/**
 * A signed operation earns the agent's fee: a fixed amount once, due when the contract starts (or the day it was
 * signed); a percent of the player's gross yearly salary quarter by quarter over the contract, pro rata like a
 * mandate, each season's at the salary its club contract sets for it. Not signed, or without the figures the fee
 * needs, it earns nothing yet.
 */
export function operationInstalments(
  operation: {
    stage: string;
    agentFeePercent: number | null;
    agentFeeAmount: number | null;
    salary: number | null;
    startDate: string | null;
    endDate: string | null;
    signedOn: string | null;
  },
  fallbackDueDate: string,
  seasonSalaries: readonly { season: string; salary: number }[] = [],
): ExpectedInstalment[] {
  if (operation.stage !== "Firmada") return [];
  if (operation.agentFeeAmount !== null && operation.agentFeeAmount > 0)
    return [
      {
        period: DEAL_FEE_PERIOD,
        dueDate: operation.startDate ?? operation.signedOn ?? fallbackDueDate,
        amount: roundCents(operation.agentFeeAmount),
      },
    ];
  if (operation.agentFeePercent === null || !operation.startDate || !operation.endDate) return [];
  // A season written with no salary yet (0) keeps the operation's.
  const salaries = new Map(
    seasonSalaries.filter(({ salary }) => salary > 0).map(({ season, salary }) => [season, salary]),
  );
  return mandateInstalments(
    {
      startDate: operation.startDate,
      endDate: operation.endDate,
      commissionPercent: operation.agentFeePercent,
      annualRemuneration: operation.salary,
    },
    (season) => salaries.get(season),
  );
}

export const COMMISSION_STATE_LABELS = {
  received: "Cobrada",
  archived: "Archivada",
  overdue: "Vencida",
  partial: "Cobro parcial",
  pending: "Pendiente",
} as const;
export type CommissionState = keyof typeof COMMISSION_STATE_LABELS;

/** Received, archived (its source deleted), overdue, partly paid or still to come, in that order of precedence. */
export function commissionStateOf(instalment: {
  receivedAt: string | null;
  archived: boolean;
  overdue: boolean;
  receivedAmount: number;
}): CommissionState {
  if (instalment.receivedAt !== null) return "received";
  if (instalment.archived) return "archived";
  if (instalment.overdue) return "overdue";
  return instalment.receivedAmount > 0 ? "partial" : "pending";
}

/** An instalment named as a statement or a settlement lists it: its source, the player, who pays it and the quarter. */
export function instalmentDescription(instalment: {
  source: CommissionSource;
  playerName: string;
  payerName: string;
  period: string;
}): string {
  const quarter = /^\d{4}-T[1-4]$/.test(instalment.period) ? `, ${quarterLabel(instalment.period)}` : "";
  if (instalment.source === "deal")
    return `Patrocinio de ${instalment.playerName} con ${instalment.payerName}${quarter}`;
  if (instalment.source === "operation")
    return `Operación de ${instalment.playerName} con ${instalment.payerName}${quarter}`;
  return `Mandato de ${instalment.playerName}${quarter}`;
}
