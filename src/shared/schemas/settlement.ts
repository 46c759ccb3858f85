import { z } from "zod";

import type { CommissionSource } from "../domain/commissions";
import type { SplitBasis, SplitDue } from "../domain/splits";
import type { Collaborator } from "./collaborator";
import { isoDate, strictObject } from "./common";

export const SETTLEMENT_MESSAGES = {
  collaborator: "Elige el colaborador",
  period: "La fecha de inicio debe ser anterior o igual a la de fin",
  payoutNotFound: "Pago no encontrado",
  paidOn: "Indica la fecha del pago",
  future: "La fecha del pago no puede ser futura",
  amount: "El importe debe ser mayor que 0",
  overPending: (pending: string) =>
    `El pago supera lo pendiente (${pending}). Márcalo como anticipo si lo adelantas a cuenta.`,
  keyReused: "Esa clave de pago ya se usó para otro pago",
  keyRequired: "Falta la clave del pago (Idempotency-Key) para no registrarlo dos veces",
  noEmail: "El colaborador no tiene email: añádelo para enviarle la liquidación",
  year: "Indica un año entre 2000 y 2100",
} as const;

export const settlementQuerySchema = strictObject({
  collaboratorId: z.uuid({ error: SETTLEMENT_MESSAGES.collaborator }),
  from: isoDate("La fecha de inicio no es válida").optional(),
  to: isoDate("La fecha de fin no es válida").optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ["from"],
  message: SETTLEMENT_MESSAGES.period,
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;

export const periodQuerySchema = strictObject({
  from: isoDate("La fecha de inicio no es válida"),
  to: isoDate("La fecha de fin no es válida"),
}).refine((query) => query.from <= query.to, { path: ["from"], message: SETTLEMENT_MESSAGES.period });

export const yearQuerySchema = strictObject({
  year: z.coerce
    .number({ error: SETTLEMENT_MESSAGES.year })
    .int(SETTLEMENT_MESSAGES.year)
    .min(2000, SETTLEMENT_MESSAGES.year)
    .max(2100, SETTLEMENT_MESSAGES.year)
    .optional(),
});

const payoutAmount = z
  .number({ error: SETTLEMENT_MESSAGES.amount })
  .positive(SETTLEMENT_MESSAGES.amount)
  .max(1e10, SETTLEMENT_MESSAGES.amount);
const payoutDay = (today: string) =>
  isoDate(SETTLEMENT_MESSAGES.paidOn).refine((day) => day <= today, SETTLEMENT_MESSAGES.future);
const payoutNote = z
  .string({ error: "La nota debe ser un texto" })
  .trim()
  .max(500, "La nota no puede superar los 500 caracteres");

export const payoutSchema = (today: string) =>
  strictObject({
    /** The browser names the payout itself, so that a retry finds it. */
    id: z.uuid().optional(),
    collaboratorId: z.uuid({ error: SETTLEMENT_MESSAGES.collaborator }),
    paidOn: payoutDay(today),
    amount: payoutAmount,
    note: payoutNote.default(""),
    /** Paid ahead of what is earned, on account: allowed past the pending balance. */
    advance: z.boolean({ error: "Indica sí o no en anticipo" }).default(false),
  });
export type PayoutInput = z.infer<ReturnType<typeof payoutSchema>>;

export const updatePayoutSchema = (today: string) =>
  strictObject({
    paidOn: payoutDay(today),
    amount: payoutAmount,
    note: payoutNote.default(""),
    advance: z.boolean().default(false),
  });
export type UpdatePayoutInput = z.infer<ReturnType<typeof updatePayoutSchema>>;

export type Payout = {
  id: string;
  collaboratorId: string;
  paidOn: string;
  amount: number;
  note: string;
  advance: boolean;
  createdBy: string;
  version: number;
};

/** One split line on one instalment, with what it earned. */
export type SettlementLine = {
  commissionId: string;
  source: CommissionSource;
  dueDate: string;
  playerName: string;
  payerName: string;
  description: string;
  archived: boolean;
  invoiceNumber: string | null;
  instalmentAmount: number;
  percent: number | null;
  fixedAmount: number | null;
  basis: SplitBasis;
  due: SplitDue;
  /** The line's whole share of the instalment as it stands at the end of the period. */
  share: number;
  earnedInPeriod: number;
  earnedToDate: number;
};

export type Settlement = {
  collaborator: Collaborator;
  from: string;
  to: string;
  /** Earned and paid out within the period. */
  earned: number;
  paid: number;
  /** Everything earned less everything paid out up to the end of the period (negative: paid in advance). */
  pending: number;
  lines: SettlementLine[];
  payouts: Payout[];
};

/** The agency's income over a period before and after what it owes others. */
export type NetFigures = { from: string; to: string; gross: number; sharedOut: number; net: number };

export type ThirdPartyRow = {
  /** A customer the agency invoiced, or a collaborator it paid. */
  kind: "cliente" | "colaborador";
  name: string;
  taxId: string | null;
  /** Invoiced with VAT (customers) or paid out (collaborators) in the year. */
  total: number;
  /** IRPF the customer withheld on the agency's invoices, to match their certificate. */
  withheld: number;
  count: number;
  overThreshold: boolean;
};

export type ThirdPartyReport = { year: number; threshold: number; rows: ThirdPartyRow[] };
