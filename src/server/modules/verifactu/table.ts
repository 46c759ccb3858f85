import { bigint, customType, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { invoices } from "../invoices/table";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const RECORD_KINDS = ["alta", "anulacion"] as const;
export const SUBMISSION_STATES = ["aceptado", "aceptado_con_errores", "rechazado"] as const;

/**
 * The head of each issuer NIF's chain: locked (FOR UPDATE) by whoever appends, so that two processes never chain
 * two records on the same previous one.
 */
export const verifactuChains = pgTable("verifactu_chains", {
  issuerNif: text("issuer_nif").primaryKey(),
  length: integer("length").notNull(),
  lastRecordId: uuid("last_record_id").notNull(),
});

/**
 * A VERI*FACTU record (RegistroAlta or RegistroAnulacion) as it was generated: its XML, its fingerprint and the
 * previous record's. Append-only: the database refuses an update or a deletion (migration 0075).
 */
export const verifactuRecords = pgTable(
  "verifactu_records",
  {
    id: id(),
    issuerNif: text("issuer_nif").notNull(),
    /** 1 for the chain's first record. */
    position: integer("position").notNull(),
    kind: text("kind", { enum: RECORD_KINDS }).notNull(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    invoiceNumber: text("invoice_number").notNull(),
    /** DD-MM-YYYY, as hashed. */
    invoiceDate: text("invoice_date").notNull(),
    invoiceType: text("invoice_type"),
    totalTax: text("total_tax"),
    totalAmount: text("total_amount"),
    previousHuella: text("previous_huella"),
    huella: text("huella").notNull(),
    generatedAt: text("generated_at").notNull(),
    /** A record sent again after the AEAT rejected this one (RechazoPrevio). */
    correctsId: uuid("corrects_id"),
    xml: text("xml").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("verifactu_records_position").on(table.issuerNif, table.position),
    index("verifactu_records_invoice_idx").on(table.invoiceId),
  ],
);

/** What the AEAT answered for a record, each time it was sent: append-only too. */
export const verifactuSubmissions = pgTable(
  "verifactu_submissions",
  {
    id: id(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => verifactuRecords.id, { onDelete: "restrict" }),
    state: text("state", { enum: SUBMISSION_STATES }).notNull(),
    code: text("code"),
    message: text("message"),
    /** The AEAT's secure verification code of the message that carried it. */
    receipt: text("receipt"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifactu_submissions_record_idx").on(table.recordId, table.answeredAt)],
);

/**
 * The agency's VERI*FACTU settings (one row): whether records are sent, the producer named in every record, the
 * taxpayer's certificate (AES-256-GCM with a key derived from the server's secret; never answered or logged) and
 * when the next message may go, as the AEAT's last answer said.
 */
export const verifactuSettings = pgTable("verifactu_settings", {
  id: integer("id").primaryKey().default(1),
  sending: text("sending", { enum: ["off", "verifactu"] })
    .notNull()
    .default("off"),
  producerName: text("producer_name"),
  producerNif: text("producer_nif"),
  installationNumber: text("installation_number").notNull().default("1"),
  certificate: bytea("certificate"),
  certificateName: text("certificate_name"),
  certificateUploadedAt: timestamp("certificate_uploaded_at", { withTimezone: true }),
  nextSendAfter: timestamp("next_send_after", { withTimezone: true }),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastError: text("last_error"),
  sentMessages: bigint("sent_messages", { mode: "number" }).notNull().default(0),
  ...timestamps,
  version: version(),
});
