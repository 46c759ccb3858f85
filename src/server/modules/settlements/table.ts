import { sql } from "drizzle-orm";
import { boolean, check, date, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "../../db/lib/columns";
import { collaborators } from "../collaborators/table";

/**
 * Money the agency paid a collaborator: a fact like a payment received. Its id is the browser's or derived from
 * the caller's Idempotency-Key, so a retry never writes it twice; nothing deletes it with a deal or a collaborator.
 */
export const collaboratorPayouts = pgTable(
  "collaborator_payouts",
  {
    id: id(),
    collaboratorId: uuid("collaborator_id")
      .notNull()
      .references(() => collaborators.id, { onDelete: "restrict" }),
    paidOn: date("paid_on").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    note: text("note").notNull().default(""),
    /** Paid on account, ahead of what was earned. */
    advance: boolean("advance").notNull().default(false),
    createdBy: text("created_by").notNull(),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("collaborator_payouts_collaborator_idx").on(table.collaboratorId, table.paidOn),
    check("collaborator_payouts_positive", sql`${table.amount} > 0`),
  ],
);

/** Each time a settlement went out by email from Palco. */
export const settlementSendings = pgTable("settlement_sendings", {
  id: id(),
  collaboratorId: uuid("collaborator_id")
    .notNull()
    .references(() => collaborators.id, { onDelete: "restrict" }),
  from: date("period_from").notNull(),
  to: date("period_to").notNull(),
  sentTo: text("sent_to").notNull(),
  sentBy: text("sent_by").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
