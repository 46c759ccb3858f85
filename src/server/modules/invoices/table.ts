import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

import { VAT_TREATMENTS } from "../../../shared/domain/invoice-amounts";
import {
  FOREIGN_ID_TYPES,
  INVOICE_STATUSES,
  RECIPIENT_KINDS,
  RECTIFICATION_CODES,
  RECTIFICATION_METHODS,
} from "../../../shared/domain/invoices";
import { id, timestamps, version } from "../../db/lib/columns";
import { billingIssuers } from "../billing-issuers/table";
import { commissions } from "../commissions/table";

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" }).notNull();

/**
 * The last number given in each series and year. Issuing locks its row (SELECT … FOR UPDATE in the issue's
 * transaction), so two processes issuing at once take consecutive numbers and a rolled-back issue gives its
 * number back: no gap, no duplicate.
 */
export const invoiceSeriesCounters = pgTable(
  "invoice_series_counters",
  {
    issuerId: uuid("issuer_id")
      .notNull()
      .references(() => billingIssuers.id, { onDelete: "restrict" }),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuerId, table.series, table.year] })],
);

/**
 * An invoice. A draft is the agent's to change or delete; once issued (status, number, date and the issuer as it
 * was) it is a fact: the database refuses its update or deletion (migration 0075), and corrections are new
 * invoices (rectifying) or a cancellation.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    issuerId: uuid("issuer_id")
      .notNull()
      .references(() => billingIssuers.id, { onDelete: "restrict" }),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("draft"),
    series: text("series"),
    year: integer("year"),
    sequence: integer("sequence"),
    number: text("number"),
    issuedOn: date("issued_on"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    invoiceType: text("invoice_type"),
    // The issuer as the invoice printed it, frozen at issue.
    issuerName: text("issuer_name"),
    issuerNif: text("issuer_nif"),
    issuerAddress: text("issuer_address"),
    issuerLicence: text("issuer_licence"),
    recipientKind: text("recipient_kind", { enum: RECIPIENT_KINDS }).notNull(),
    /** The club, brand or player it was drafted for; a name, not a link, so that deleting them keeps the invoice. */
    recipientRecordId: uuid("recipient_record_id"),
    recipientName: text("recipient_name").notNull(),
    recipientNif: text("recipient_nif"),
    recipientForeignId: text("recipient_foreign_id"),
    recipientIdType: text("recipient_id_type", { enum: FOREIGN_ID_TYPES }),
    recipientCountry: text("recipient_country").notNull(),
    recipientAddress: text("recipient_address").notNull(),
    recipientEmail: text("recipient_email"),
    payerName: text("payer_name"),
    serviceRecipientName: text("service_recipient_name"),
    vatTreatment: text("vat_treatment", { enum: VAT_TREATMENTS }).notNull(),
    vatRate: numeric("vat_rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
    irpfPercent: numeric("irpf_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    baseAmount: money("base_amount"),
    vatAmount: money("vat_amount"),
    totalAmount: money("total_amount"),
    withheldAmount: money("withheld_amount"),
    payableAmount: money("payable_amount"),
    rectifiesId: uuid("rectifies_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    rectificationCode: text("rectification_code", { enum: RECTIFICATION_CODES }),
    rectificationMethod: text("rectification_method", { enum: RECTIFICATION_METHODS }),
    rectificationReason: text("rectification_reason"),
    notes: text("notes"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    unique("invoices_number_unique").on(table.issuerId, table.number),
    index("invoices_issued_idx").on(table.issuedOn, table.id),
    index("invoices_rectifies_idx").on(table.rectifiesId),
    check(
      "invoices_issued_complete",
      sql`${table.status} = 'draft' or (${table.number} is not null and ${table.issuedOn} is not null and ${table.issuerNif} is not null)`,
    ),
  ],
);

/** What an invoice bills: one line per instalment, or typed lines on a rectifying invoice. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** The instalment it bills: an id, not a link, since a cancelled invoice's freed instalment may go with its deal. */
    commissionId: uuid("commission_id"),
    description: text("description").notNull(),
    baseAmount: money("base_amount"),
  },
  (table) => [
    unique("invoice_lines_position").on(table.invoiceId, table.position),
    index("invoice_lines_commission_idx").on(table.commissionId),
  ],
);

/** An issued invoice's cancellation (anulación): a fact, with its own VERI*FACTU record. */
export const invoiceCancellations = pgTable("invoice_cancellations", {
  invoiceId: uuid("invoice_id")
    .primaryKey()
    .references(() => invoices.id, { onDelete: "restrict" }),
  reason: text("reason").notNull(),
  cancelledBy: text("cancelled_by").notNull(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each time the invoice went out by email from Palco. */
export const invoiceSendings = pgTable(
  "invoice_sendings",
  {
    id: id(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    to: text("to").notNull(),
    sentBy: text("sent_by").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("invoice_sendings_invoice_idx").on(table.invoiceId)],
);

/**
 * The instalments an issued invoice bills: one invoice per instalment (the key refuses a second, even from two
 * processes issuing at once). A cancellation frees them; an invoiced instalment keeps its amount and outlives its
 * deal, mandate or operation like one with a payment.
 */
export const invoicedCommissions = pgTable(
  "invoiced_commissions",
  {
    commissionId: uuid("commission_id")
      .primaryKey()
      .references(() => commissions.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
  },
  (table) => [index("invoiced_commissions_invoice_idx").on(table.invoiceId)],
);
