import { z } from "zod";

import type { CommissionSource } from "../domain/commissions";
import { formatEuros } from "../domain/euros";
import { isoDate, optionalFilter, pageQuery, strictObject } from "./common";

/** The agency's percent, of a sponsorship fee or of a player's remuneration. */
export const commissionPercent = () =>
  z
    .number({ error: "La comisión debe ser un número" })
    .min(0, "La comisión debe estar entre 0 y 100")
    .max(100, "La comisión debe estar entre 0 y 100");

export const COMMISSION_MESSAGES = {
  receivedAtRequired: "Indica la fecha de cobro",
  receivedInFuture: "La fecha de cobro no puede ser posterior a hoy",
  rangeOrder: "La fecha final no puede ser anterior a la inicial",
  amount: "El importe cobrado debe ser un número",
  negative: "El importe cobrado no puede ser negativo",
  notPositive: "El importe cobrado debe ser mayor que cero",
  tooHigh: "El importe cobrado es demasiado alto",
  archived: "Esta comisión está archivada: su patrocinio o mandato se eliminó y solo conserva lo cobrado",
  paymentNotFound: "Cobro no encontrado",
  overBalance: (balance: number) =>
    balance > 0
      ? `El importe supera lo pendiente de cobro (${formatEuros(balance)}). Si de verdad llegó de más, márcalo como sobrepago.`
      : "Esta comisión no tiene nada pendiente de cobro (0 €). Si de verdad llegó de más, márcalo como sobrepago.",
  keyRequired:
    "Indica una clave de idempotencia (la cabecera Idempotency-Key o el campo id) para que un reintento no registre el cobro dos veces",
  keyReused: "Esa clave de idempotencia ya registró un cobro distinto en esta comisión",
} as const;

export const listCommissionsQuerySchema = strictObject({
  from: optionalFilter(isoDate("Fecha inicial no válida")),
  to: optionalFilter(isoDate("Fecha final no válida")),
  ...pageQuery,
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ["to"],
  message: COMMISSION_MESSAGES.rangeOrder,
});
export type ListCommissionsQuery = z.infer<typeof listCommissionsQuerySchema>;

/**
 * A payment that arrived for an instalment: the day (not after today), the euros and an optional note. Every
 * payment carries a key (the browser names the payment's id once per dialog; an API caller sends Idempotency-Key),
 * so that a second click or a retried request records it once. More than the balance is refused unless the agent
 * says it is an overpayment.
 */
export const commissionPaymentSchema = (today: string) =>
  strictObject({
    id: z.uuid().optional(),
    paidOn: isoDate(COMMISSION_MESSAGES.receivedAtRequired).refine(
      (day) => day <= today,
      COMMISSION_MESSAGES.receivedInFuture,
    ),
    amount: z
      .number({ error: COMMISSION_MESSAGES.amount })
      .positive(COMMISSION_MESSAGES.notPositive)
      .max(1e10, COMMISSION_MESSAGES.tooHigh),
    note: z.string().trim().max(500, "La nota no puede superar los 500 caracteres").optional(),
    overpayment: z.boolean({ error: "Indica sí o no en sobrepago" }).optional(),
  });
export type CommissionPaymentInput = z.infer<ReturnType<typeof commissionPaymentSchema>>;

export type CommissionPayment = {
  id: string;
  paidOn: string;
  amount: number;
  note: string | null;
  /** Money the agent recorded past what was owed. */
  overpayment: boolean;
};

export type Commission = {
  id: string;
  source: CommissionSource;
  /** Null once its deal, mandate or operation was deleted: the instalment is then archived, kept for the money it holds. */
  sourceId: string | null;
  archived: boolean;
  /** The deal's brand; null for a mandate or an operation. */
  brandName: string | null;
  /** The signed operation's club; null for a deal or a mandate. */
  clubName: string | null;
  /** Null once the player was deleted; the name is the one the player had. */
  playerId: string | null;
  playerName: string;
  /** "fee" for a single instalment (a deal's, an operation's fixed fee), the quarter ("2026-T4") otherwise. */
  period: string;
  amount: number;
  dueDate: string;
  /** The day the payments reached the amount; null while a balance is left. */
  receivedAt: string | null;
  /** What has arrived so far, the sum of `payments`. */
  receivedAmount: number;
  /** What arrived past the amount (recorded as an overpayment); zero otherwise. */
  overpaid: number;
  /** What is still to arrive: the amount less the payments, never below zero. */
  balance: number;
  overdue: boolean;
  payments: CommissionPayment[];
  /** The issued invoice that bills it, if any. */
  invoice: { id: string; number: string } | null;
  /** Who pays it ("brand:…", "player:…", "club:…"): one invoice bills instalments of one payer. */
  payerKey: string | null;
  /** Raised by every change (a payment included): a payment sent from an older view is refused (412). */
  version: number;
};

/**
 * The current quarter's figures in euros. `expected` and `pending` are by due date (what falls due in the quarter,
 * and what of it is still owed); `received` is by the day the money arrived, whatever instalment it paid;
 * `overdue` is the balance of every instalment past its date.
 */
export type CommissionSummary = {
  quarter: string;
  from: string;
  to: string;
  expected: number;
  pending: number;
  received: number;
  overdue: number;
  overdueCount: number;
};
