import { sql } from "drizzle-orm";
import { boolean, check, date, index, numeric, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { COMMISSION_SOURCES } from "../../../shared/domain/commissions";
import { id, timestamps, version } from "../../db/lib/columns";
import { deals } from "../deals/table";
import { mandates } from "../mandates/table";
import { operations } from "../operations/table";
import { players } from "../players/table";

/**
 * An instalment of the agency's income, computed from a deal or a mandate (shared/domain/commissions.ts) and kept
 * so that the agent can record what arrived. Unreceived ones follow their source; received ones are the agent's.
 * An instalment with a payment outlives its source (migration 0021's triggers): deleting the deal, the mandate,
 * the brand or the player keeps it, archived, under the names it had.
 */
export const commissions = pgTable(
  "commissions",
  {
    id: id(),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "set null" }),
    mandateId: uuid("mandate_id").references(() => mandates.id, { onDelete: "set null" }),
    operationId: uuid("operation_id").references(() => operations.id, { onDelete: "set null" }),
    /** What the instalment is computed from; kept when the source is deleted and the instalment archived. */
    source: text("source", { enum: COMMISSION_SOURCES }).notNull(),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "set null" }),
    /** Identifies the instalment within its source: "fee" for a single one, the quarter ("2026-T4") otherwise. */
    period: text("period").notNull(),
    dueDate: date("due_date").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    /** The sum of its payments, kept by a trigger on commission_payments. */
    paidAmount: numeric("paid_amount", { precision: 14, scale: 2, mode: "number" }).notNull().default(0),
    /** The day the payments reached the amount; null while a balance is left. Kept by a trigger. */
    receivedAt: date("received_at"),
    /** Set when its deal or mandate was deleted; the names below are then what the ledger shows. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    keptPlayerName: text("kept_player_name"),
    keptBrandName: text("kept_brand_name"),
    keptClubName: text("kept_club_name"),
    ...timestamps,
    version: version(),
  },
  (table) => [
    unique("commissions_deal_period").on(table.dealId, table.period),
    unique("commissions_mandate_period").on(table.mandateId, table.period),
    unique("commissions_operation_period").on(table.operationId, table.period),
    index("commissions_due_idx").on(table.dueDate, table.id),
    // The money still owed: what the dashboard's overdue figure and the alerts read, without the paid history.
    index("commissions_owed_due_idx")
      .on(table.dueDate)
      .where(sql`${table.archivedAt} is null and ${table.amount} > ${table.paidAmount}`),
    check(
      "commissions_one_source",
      sql`num_nonnulls(${table.dealId}, ${table.mandateId}, ${table.operationId}) = 1 or ${table.archivedAt} is not null`,
    ),
    check("commissions_amounts", sql`${table.amount} >= 0 and ${table.paidAmount} >= 0`),
  ],
);

/** Money that arrived for an instalment: a fact of the agency's books, never removed by a cascade. */
export const commissionPayments = pgTable(
  "commission_payments",
  {
    id: id(),
    commissionId: uuid("commission_id")
      .notNull()
      .references(() => commissions.id, { onDelete: "restrict" }),
    paidOn: date("paid_on").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    note: text("note"),
    /** The agent said this money went past what was owed: recorded, and shown, as an overpayment. */
    overpayment: boolean("overpayment").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("commission_payments_commission_idx").on(table.commissionId, table.paidOn),
    // Money received in a period is read by the day it arrived (the summary, the dashboard, the assistant).
    index("commission_payments_paid_on_idx").on(table.paidOn),
    check("commission_payments_positive", sql`${table.amount} > 0`),
  ],
);
