import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The assistant's proposals the agent confirmed, by the id the server gave each when it signed it: the first
 * confirmation writes this row in the same transaction as the write itself, so a proposal is carried out once.
 */
export const confirmedActions = pgTable("confirmed_actions", {
  id: uuid("id").primaryKey(),
  tool: text("tool").notNull(),
  actorId: text("actor_id"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
});
