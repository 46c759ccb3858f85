import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { deals } from "./deals";
import { mandates } from "./mandates";
import { players } from "./players";

/**
 * An instalment of the agency's income, computed from a deal or a mandate (shared/domain/commissions.ts) and kept
 * so that the agent can mark it received. Unreceived ones follow their source; received ones are the agent's.
 */
export const commissions = pgTable(
  "commissions",
  {
    id: id(),
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "cascade" }),
    mandateId: uuid("mandate_id").references(() => mandates.id, { onDelete: "cascade" }),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** Identifies the instalment within its source: "fee" for a deal, the quarter ("2026-T4") for a mandate. */
    period: text("period").notNull(),
    dueDate: date("due_date").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    receivedAt: date("received_at"),
    receivedAmount: numeric("received_amount", { precision: 14, scale: 2, mode: "number" }),
    ...timestamps,
  },
  (table) => [
    unique("commissions_deal_period").on(table.dealId, table.period),
    unique("commissions_mandate_period").on(table.mandateId, table.period),
    index("commissions_due_idx").on(table.dueDate, table.id),
    check("commissions_one_source", sql`(${table.dealId} is null) <> (${table.mandateId} is null)`),
    check("commissions_received_together", sql`(${table.receivedAt} is null) = (${table.receivedAmount} is null)`),
    check("commissions_amounts", sql`${table.amount} >= 0 and coalesce(${table.receivedAmount}, 0) >= 0`),
  ],
);
