import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import type {
  SignatureRecordType,
  SignatureStatus,
  SignatureTemplate,
  SignerRole,
} from "../../../shared/domain/signatures";
import { user } from "../../auth/table";
import { id } from "../../db/lib/columns";

/**
 * A document sent to sign: the template filled from a record, the PDF as it went out (and its SHA-256), and once
 * everyone signed, the final PDF with the signatures and the audit page. Facts: the database refuses to change a
 * signed or refused one, and to delete any that was sent (migration 0082).
 */
export const signatureRequests = pgTable(
  "signature_requests",
  {
    id: id(),
    template: text("template").$type<SignatureTemplate>().notNull(),
    recordType: text("record_type").$type<SignatureRecordType>().notNull(),
    /** The mandate or deal it was filled from; no foreign key: the signed paper outlives its record. */
    recordId: uuid("record_id").notNull(),
    /** The player it is about, kept as a fact (no foreign key) with the name it had. */
    playerId: uuid("player_id"),
    playerName: text("player_name").notNull(),
    title: text("title").notNull(),
    /** What the document says, as it went out: the final file is rendered from these. */
    clauses: jsonb("clauses").$type<{ heading: string; text: string }[]>().notNull(),
    status: text("status").$type<Exclude<SignatureStatus, "caducada">>().notNull().default("borrador"),
    statusReason: text("status_reason"),
    originalKey: text("original_key").notNull(),
    originalSha256: text("original_sha256").notNull(),
    finalKey: text("final_key"),
    finalSha256: text("final_sha256"),
    sealed: boolean("sealed").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("signature_requests_record_idx").on(table.recordType, table.recordId),
    index("signature_requests_player_idx").on(table.playerId),
    index("signature_requests_original_idx").on(table.originalSha256),
    index("signature_requests_final_idx").on(table.finalSha256),
    check("signature_requests_status", sql`${table.status} in ('borrador', 'enviada', 'firmada', 'rechazada')`),
  ],
);

/** Who signs, in order, and once they did: when, from where, with which device, and the hash of what they saw. */
export const signatureSigners = pgTable(
  "signature_signers",
  {
    id: id(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    role: text("role").$type<SignerRole>().notNull(),
    name: text("name").notNull(),
    email: text("email"),
    /** The member or the player's account that signs in Palco; null for a signer with a one-time link. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    linkTokenHash: text("link_token_hash").unique(),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    codeAttempts: integer("code_attempts").notNull().default(0),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    typedName: text("typed_name"),
    drawing: text("drawing"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    seenSha256: text("seen_sha256"),
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    refusedReason: text("refused_reason"),
  },
  (table) => [unique("signature_signers_order").on(table.requestId, table.position)],
);
