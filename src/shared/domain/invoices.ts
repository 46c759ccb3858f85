// Spain's invoicing rules as Palco applies them to the agency's fees (RD 1619/2012, Ley 37/1992 del IVA, the IRPF
// withholding on professional services) and the VERI*FACTU invoice types (Orden HAC/1177/2024).
import type { VatTreatment } from "./invoice-amounts";

export const ISSUER_KINDS = ["sociedad", "autonomo"] as const;
export type IssuerKind = (typeof ISSUER_KINDS)[number];
export const ISSUER_KIND_LABELS: Record<IssuerKind, string> = {
  sociedad: "Sociedad (la agencia)",
  autonomo: "Agente autónomo",
};

export const VAT_TREATMENT_LABELS: Record<VatTreatment, string> = {
  sujeta: "Sujeta a IVA",
  exenta: "Exenta de IVA",
  "no-sujeta": "No sujeta a IVA",
  inversion: "Inversión del sujeto pasivo",
};

/** What the invoice must print when it charges no VAT (RD 1619/2012 art. 6.1.j, m). */
export const VAT_LEGAL_MENTIONS: Record<VatTreatment, string | null> = {
  sujeta: null,
  exenta: "Operación exenta de IVA (art. 20 de la Ley 37/1992)",
  "no-sujeta": "Operación no sujeta a IVA por reglas de localización (art. 69 de la Ley 37/1992)",
  inversion: "Inversión del sujeto pasivo (art. 84.Uno.2º de la Ley 37/1992)",
};

/** How the record qualifies each treatment (CalificacionOperacion or OperacionExenta). */
export const VAT_RECORD_CODES: Record<VatTreatment, { qualification?: string; exemption?: string }> = {
  sujeta: { qualification: "S1" },
  exenta: { exemption: "E1" },
  "no-sujeta": { qualification: "N2" },
  inversion: { qualification: "S2" },
};

/** Who a recipient is in Palco: a club, a brand, a player, or someone typed in. */
export const RECIPIENT_KINDS = ["club", "brand", "player", "other"] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** A recipient without a Spanish NIF is identified by one of these documents (the record's IDType). */
export const FOREIGN_ID_TYPES = ["02", "03", "04", "05", "06"] as const;
export type ForeignIdType = (typeof FOREIGN_ID_TYPES)[number];
export const FOREIGN_ID_TYPE_LABELS: Record<ForeignIdType, string> = {
  "02": "NIF-IVA (número de IVA intracomunitario)",
  "03": "Pasaporte",
  "04": "Documento oficial de identificación del país",
  "05": "Certificado de residencia",
  "06": "Otro documento probatorio",
};

/** The causes of a rectifying invoice (art. 80 Ley 37/1992) as the record codes them. */
export const RECTIFICATION_CODES = ["R1", "R2", "R3", "R4"] as const;
export type RectificationCode = (typeof RECTIFICATION_CODES)[number];
export const RECTIFICATION_CODE_LABELS: Record<RectificationCode, string> = {
  R1: "R1 · Error fundado en derecho o art. 80 Uno, Dos y Seis LIVA",
  R2: "R2 · Concurso de acreedores (art. 80.Tres LIVA)",
  R3: "R3 · Crédito incobrable (art. 80.Cuatro LIVA)",
  R4: "R4 · Otras causas",
};

/** By substitution the rectifying invoice states the right figures; by differences, the change. */
export const RECTIFICATION_METHODS = ["S", "I"] as const;
export type RectificationMethod = (typeof RECTIFICATION_METHODS)[number];
export const RECTIFICATION_METHOD_LABELS: Record<RectificationMethod, string> = {
  S: "Por sustitución (la factura correcta completa)",
  I: "Por diferencias (solo el cambio)",
};

export const INVOICE_STATUSES = ["draft", "issued"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the agency knows of an invoice: a draft, or issued and then paid, in part, overdue, or cancelled. */
export const INVOICE_STATES = ["borrador", "emitida", "parcial", "cobrada", "vencida", "anulada"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  borrador: "Borrador",
  emitida: "Emitida",
  parcial: "Cobrada en parte",
  cobrada: "Cobrada",
  vencida: "Vencida",
  anulada: "Anulada",
};

/**
 * The state from the facts: an issued invoice is paid when the payments on its instalments reach what it bills,
 * overdue when an instalment's due day passed with money still owed.
 */
export function invoiceStateOf(invoice: {
  status: InvoiceStatus;
  cancelled: boolean;
  billedCents: number;
  paidCents: number;
  dueOn: string | null;
  today: string;
}): InvoiceState {
  if (invoice.status === "draft") return "borrador";
  if (invoice.cancelled) return "anulada";
  if (invoice.billedCents > 0 && invoice.paidCents >= invoice.billedCents) return "cobrada";
  if (invoice.dueOn && invoice.dueOn < invoice.today) return "vencida";
  return invoice.paidCents > 0 ? "parcial" : "emitida";
}

/** The record's invoice type: F1 full, F2 when the recipient is not identified, R1–R4 for a rectifying one. */
export function invoiceTypeOf(invoice: { rectificationCode: RectificationCode | null; recipientIdentified: boolean }) {
  if (invoice.rectificationCode) return invoice.rectificationCode;
  return invoice.recipientIdentified ? "F1" : "F2";
}

/** A series code: letters, digits and dashes, as it prints before the number. */
export const SERIES_PATTERN = /^[A-Z0-9][A-Z0-9-]{0,9}$/;

/**
 * The number an invoice is issued with: its series, the year and a correlative within both, "A-2027/0001". The
 * year restarts the count, as the series of each year is its own.
 */
export const invoiceNumberOf = (series: string, year: number, number: number) =>
  `${series}-${year}/${String(number).padStart(4, "0")}`;

const invoiceEuros = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: "always",
});

/** An amount as an invoice prints it: always the cents and the thousands ("8.250,00 €"). */
export const formatInvoiceEuros = (amount: number) => invoiceEuros.format(amount).replace(/\u202f/g, "\u00a0");

/** A day as an invoice prints it: 04/01/2027. */
export const formatInvoiceDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
