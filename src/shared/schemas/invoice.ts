import { z } from "zod";

import { IRPF_RATES, VAT_RATES, VAT_TREATMENTS, type VatTreatment } from "../domain/invoice-amounts";
import {
  FOREIGN_ID_TYPES,
  RECIPIENT_KINDS,
  RECTIFICATION_CODES,
  RECTIFICATION_METHODS,
  type ForeignIdType,
  type InvoiceState,
  type InvoiceStatus,
  type IssuerKind,
  type RecipientKind,
  type RectificationCode,
  type RectificationMethod,
} from "../domain/invoices";
import { isSpanishTaxId, normalizeTaxId } from "../domain/spanish-tax-id";
import { entityId, isoDate, optionalFilter, optionalText, pageQuery, requiredText, strictObject } from "./common";

export const INVOICE_MESSAGES = {
  notFound: "Factura no encontrada",
  commissions: "Elige al menos una cuota que facturar",
  tooMany: "Una factura puede facturar como mucho 50 cuotas",
  onePayer: "Las cuotas de una factura deben ser del mismo pagador",
  commissionMissing: "Alguna de las cuotas no existe o está archivada",
  alreadyInvoiced: (number: string) => `Esa cuota ya está facturada en la factura ${number}`,
  nif: "El NIF no es válido: revisa los números y la letra",
  identity: "Indica el NIF del destinatario o, si no tiene, su documento extranjero y el país",
  foreignCountry: "Un documento extranjero necesita el país (código de dos letras, p. ej. FR)",
  country: "El país es un código de dos letras (ES, FR, GB…)",
  issued: "La factura ya está emitida: no se puede cambiar ni eliminar. Corrígela con una rectificativa o anúlala.",
  notIssued: "Solo se puede rectificar o anular una factura emitida",
  cancelled: "La factura está anulada",
  rectifyingRectifying: "Rectifica la factura original, no su rectificativa",
  issuerUnconfirmed:
    "La retención de IRPF de este emisor no está confirmada: pide a tu gestor que la revise en Configuración > Facturación",
  lineAmount: "El importe de la línea debe ser un número",
  lineZero: "Una rectificativa por diferencias necesita algún importe distinto de cero",
  lines: "Indica al menos una línea",
  noEmail: "Indica el email al que enviar la factura",
  noMail: "Palco no tiene configurado el envío de email (SMTP): descarga el PDF y envíalo tú",
} as const;

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export const recipientSchema = strictObject({
  kind: z.enum(RECIPIENT_KINDS, { error: "Tipo de destinatario no válido" }).default("other"),
  recordId: z.preprocess(blankToNull, entityId("Destinatario no válido").nullable()).default(null),
  name: requiredText("El nombre o razón social del destinatario es obligatorio", 120),
  nif: z
    .preprocess(
      blankToNull,
      z
        .string()
        .transform(normalizeTaxId)
        .refine((value) => isSpanishTaxId(value), INVOICE_MESSAGES.nif)
        .nullable(),
    )
    .default(null),
  foreignId: z.preprocess(blankToNull, optionalText(20).nullable()).default(null),
  idType: z.enum(FOREIGN_ID_TYPES, { error: "Tipo de documento no válido" }).nullable().default(null),
  country: z
    .string({ error: INVOICE_MESSAGES.country })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), INVOICE_MESSAGES.country)
    .default("ES"),
  address: requiredText("La dirección del destinatario es obligatoria", 300),
  email: z.preprocess(blankToNull, z.email({ error: "El email no es válido" }).nullable()).default(null),
});
export type RecipientInput = z.infer<typeof recipientSchema>;

/** A recipient needs its Spanish NIF, or a foreign document with its country (an invoice without any is F2). */
export const recipientWithIdentity = recipientSchema.superRefine((recipient, context) => {
  if (!recipient.nif && !recipient.foreignId)
    context.addIssue({ code: "custom", path: ["nif"], message: INVOICE_MESSAGES.identity });
  if (recipient.foreignId && recipient.country === "ES" && recipient.idType !== "03" && recipient.idType !== "06")
    context.addIssue({ code: "custom", path: ["country"], message: INVOICE_MESSAGES.foreignCountry });
});

const taxFields = {
  vatTreatment: z.enum(VAT_TREATMENTS, { error: "Elige cómo tributa el IVA" }),
  vatRate: z
    .number({ error: "El tipo de IVA debe ser 21, 10, 4 o 0" })
    .refine((value) => (VAT_RATES as readonly number[]).includes(value), "El tipo de IVA debe ser 21, 10, 4 o 0"),
  irpfPercent: z
    .number({ error: "La retención debe ser del 15 %, del 7 % o ninguna" })
    .refine(
      (value) => (IRPF_RATES as readonly number[]).includes(value),
      "La retención debe ser del 15 %, del 7 % o ninguna",
    ),
  payerName: z.preprocess(blankToNull, optionalText(120).nullable()),
  serviceRecipientName: z.preprocess(blankToNull, optionalText(120).nullable()),
  notes: z.preprocess(blankToNull, optionalText(500).nullable()),
};

const commissionIds = z
  .array(entityId("Cuota no válida"), { error: INVOICE_MESSAGES.commissions })
  .min(1, INVOICE_MESSAGES.commissions)
  .max(50, INVOICE_MESSAGES.tooMany)
  .transform((ids) => [...new Set(ids)]);

/** A draft from instalments of one payer; the issuer's VAT and withholding unless the draft says otherwise. */
export const createInvoiceSchema = strictObject({
  issuerId: entityId("Elige el emisor"),
  commissionIds,
  recipient: recipientWithIdentity,
  vatTreatment: taxFields.vatTreatment.optional(),
  vatRate: taxFields.vatRate.optional(),
  irpfPercent: taxFields.irpfPercent.optional(),
  payerName: taxFields.payerName.optional(),
  serviceRecipientName: taxFields.serviceRecipientName.optional(),
  notes: taxFields.notes.optional(),
});
export type CreateInvoiceInput = z.infer<typeof createInvoiceSchema>;

const lineDescription = requiredText("Describe el servicio de la línea", 500);

/** A draft's edit: who it is for, how it is taxed and what its lines say (their amounts are the instalments'). */
export const updateInvoiceSchema = strictObject({
  recipient: recipientWithIdentity,
  ...taxFields,
  lines: z.array(strictObject({ id: entityId("Línea no válida"), description: lineDescription })),
}).partial();
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceSchema>;

const lineAmount = z
  .number({ error: INVOICE_MESSAGES.lineAmount })
  .min(-1e10, INVOICE_MESSAGES.lineAmount)
  .max(1e10, INVOICE_MESSAGES.lineAmount);

/**
 * A rectifying invoice, issued at once in the issuer's rectifying series: by substitution its lines are the
 * right ones; by differences, what changes (negative to reduce).
 */
export const rectifyInvoiceSchema = strictObject({
  code: z.enum(RECTIFICATION_CODES, { error: "Elige la causa de la rectificación" }),
  method: z.enum(RECTIFICATION_METHODS, { error: "Elige si rectifica por sustitución o por diferencias" }),
  reason: requiredText("Explica el motivo de la rectificación", 500),
  lines: z
    .array(strictObject({ description: lineDescription, baseAmount: lineAmount }), { error: INVOICE_MESSAGES.lines })
    .min(1, INVOICE_MESSAGES.lines)
    .max(50, "Como mucho 50 líneas"),
}).superRefine((input, context) => {
  if (input.method === "I" && input.lines.every((line) => line.baseAmount === 0))
    context.addIssue({ code: "custom", path: ["lines"], message: INVOICE_MESSAGES.lineZero });
});
export type RectifyInvoiceInput = z.infer<typeof rectifyInvoiceSchema>;

export const cancelInvoiceSchema = strictObject({
  reason: requiredText("Explica por qué se anula la factura", 500),
});
export type CancelInvoiceInput = z.infer<typeof cancelInvoiceSchema>;

export const sendInvoiceSchema = strictObject({
  to: z.email({ error: INVOICE_MESSAGES.noEmail }),
});
export type SendInvoiceInput = z.infer<typeof sendInvoiceSchema>;

export const listInvoicesQuerySchema = strictObject({
  status: optionalFilter(z.enum(["draft", "issued"], { error: "Estado no válido" })),
  issuerId: optionalFilter(entityId("Emisor no válido")),
  from: optionalFilter(isoDate("Fecha inicial no válida")),
  to: optionalFilter(isoDate("Fecha final no válida")),
  ...pageQuery,
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/** The book of issued invoices of a quarter, for the gestor. */
export const invoiceBookQuerySchema = strictObject({
  year: z.coerce
    .number({ error: "Año no válido" })
    .int("Año no válido")
    .min(2000, "Año no válido")
    .max(2100, "Año no válido"),
  quarter: z.coerce
    .number({ error: "Trimestre no válido" })
    .int()
    .min(1, "Trimestre no válido")
    .max(4, "Trimestre no válido"),
  issuerId: optionalFilter(entityId("Emisor no válido")),
});
export type InvoiceBookQuery = z.infer<typeof invoiceBookQuerySchema>;

export type InvoiceRecipient = {
  kind: RecipientKind;
  recordId: string | null;
  name: string;
  nif: string | null;
  foreignId: string | null;
  idType: ForeignIdType | null;
  country: string;
  address: string;
  email: string | null;
};

export type InvoiceLine = { id: string; commissionId: string | null; description: string; baseAmount: number };

export type RecordState = "pendiente" | "aceptado" | "aceptado_con_errores" | "rechazado";

/** The VERI*FACTU record an issue or a cancellation wrote, and what the AEAT answered. */
export type InvoiceRecordSummary = {
  id: string;
  kind: "alta" | "anulacion";
  huella: string;
  generatedAt: string;
  state: RecordState;
  message: string | null;
};

export type Invoice = {
  id: string;
  status: InvoiceStatus;
  state: InvoiceState;
  kind: "ordinaria" | "rectificativa";
  issuer: {
    id: string;
    kind: IssuerKind;
    name: string;
    nif: string;
    address: string;
    licenceNumber: string | null;
  };
  /** Given at issue: "A-2027/0001". */
  number: string | null;
  series: string | null;
  issuedOn: string | null;
  /** F1, F2 or R1–R4, fixed at issue. */
  invoiceType: string | null;
  recipient: InvoiceRecipient;
  payerName: string | null;
  serviceRecipientName: string | null;
  vatTreatment: VatTreatment;
  vatRate: number;
  irpfPercent: number;
  lines: InvoiceLine[];
  base: number;
  vat: number;
  total: number;
  withheld: number;
  payable: number;
  /** What arrived on the instalments it bills. */
  paid: number;
  /** The latest due day of its instalments. */
  dueOn: string | null;
  rectifies: { id: string; number: string; issuedOn: string } | null;
  rectificationCode: RectificationCode | null;
  rectificationMethod: RectificationMethod | null;
  rectificationReason: string | null;
  rectifiedBy: { id: string; number: string }[];
  cancellation: { reason: string; cancelledAt: string } | null;
  records: InvoiceRecordSummary[];
  /** Whether records are sent to the AEAT; with the mode off the chain is kept and nothing is sent. */
  sending: boolean;
  /** The emails the invoice went out in. */
  sendings: { to: string; sentAt: string }[];
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

export type InvoiceListItem = Pick<
  Invoice,
  "id" | "status" | "state" | "kind" | "number" | "issuedOn" | "invoiceType" | "total" | "payable" | "paid" | "version"
> & { issuerName: string; recipientName: string; createdAt: string };

/** One line of the book of issued invoices. */
export type InvoiceBookRow = {
  id: string;
  number: string;
  issuedOn: string;
  invoiceType: string;
  issuerName: string;
  issuerNif: string;
  recipientName: string;
  recipientId: string | null;
  recipientCountry: string;
  vatTreatment: VatTreatment;
  vatRate: number;
  base: number;
  vat: number;
  total: number;
  withheld: number;
  rectifies: string | null;
  cancelled: boolean;
};

/** An issuer's quarter as its VAT (303) and income returns read it; cancelled invoices left out. */
export type IssuerQuarterTotals = {
  issuerNif: string;
  issuerName: string;
  invoices: number;
  byTreatment: { vatTreatment: VatTreatment; vatRate: number; base: number; vat: number }[];
  base: number;
  vat: number;
  total: number;
  /** What payers withheld: the issuer's IRPF paid on account. */
  withheld: number;
};

export type InvoiceBook = {
  year: number;
  quarter: number;
  from: string;
  to: string;
  rows: InvoiceBookRow[];
  totals: IssuerQuarterTotals[];
};
