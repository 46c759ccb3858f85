import { z } from "zod";
import type { CommissionSource } from "../domain/commissions";
import { isoDate, nullableIsoDate, optionalFilter, pageQuery, strictObject } from "./common";

/** The agency's percent, of a sponsorship fee or of a player's remuneration. */
export const commissionPercent = () =>
  z.number({ error: "La comisión debe ser un número" }).min(0, "La comisión debe estar entre 0 y 100").max(100, "La comisión debe estar entre 0 y 100");

export const COMMISSION_MESSAGES = {
  receivedAtRequired: "Indica la fecha de cobro",
  receivedInFuture: "La fecha de cobro no puede ser posterior a hoy",
  rangeOrder: "La fecha final no puede ser anterior a la inicial",
  amount: "El importe cobrado debe ser un número",
  negative: "El importe cobrado no puede ser negativo",
  tooHigh: "El importe cobrado es demasiado alto",
} as const;

export const listCommissionsQuerySchema = strictObject({
  from: optionalFilter(isoDate("Fecha inicial no válida")),
  to: optionalFilter(isoDate("Fecha final no válida")),
  ...pageQuery,
}).refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], message: COMMISSION_MESSAGES.rangeOrder });
export type ListCommissionsQuery = z.infer<typeof listCommissionsQuerySchema>;

/**
 * Marks an instalment received (a date, and the amount if it differs from the expected one), or un-marks it
 * with `receivedAt: null`.
 */
export const updateCommissionSchema = strictObject({
  receivedAt: nullableIsoDate("Fecha de cobro no válida").optional(),
  receivedAmount: z.number({ error: COMMISSION_MESSAGES.amount }).min(0, COMMISSION_MESSAGES.negative).max(1e10, COMMISSION_MESSAGES.tooHigh).nullable().optional(),
});
export type UpdateCommissionInput = z.infer<typeof updateCommissionSchema>;

/** The ledger's "cobrada" form: a day not after today and the amount that arrived. */
export const receiveCommissionSchema = (today: string) =>
  strictObject({
    receivedAt: isoDate(COMMISSION_MESSAGES.receivedAtRequired).refine((day) => day <= today, COMMISSION_MESSAGES.receivedInFuture),
    receivedAmount: z.number({ error: COMMISSION_MESSAGES.amount }).min(0, COMMISSION_MESSAGES.negative).max(1e10, COMMISSION_MESSAGES.tooHigh),
  });
export type ReceiveCommissionInput = z.infer<ReturnType<typeof receiveCommissionSchema>>;

export type Commission = {
  id: string;
  source: CommissionSource;
  sourceId: string;
  /** The deal's brand; null for a mandate. */
  brandName: string | null;
  playerId: string;
  playerName: string;
  /** "fee" for a deal's single instalment, the quarter ("2026-T4") for a mandate's. */
  period: string;
  amount: number;
  dueDate: string;
  receivedAt: string | null;
  receivedAmount: number | null;
  overdue: boolean;
};

/** The current quarter's figures in euros; `overdue` counts every unreceived instalment past its date. */
export type CommissionSummary = {
  quarter: string;
  from: string;
  to: string;
  expected: number;
  received: number;
  overdue: number;
  overdueCount: number;
};
