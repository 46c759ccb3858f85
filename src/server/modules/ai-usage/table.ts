import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";

/**
 * Requests each agent made to the AI routes in the current fixed window. Kept in the database, not in memory,
 * so that every Palco process behind a load balancer counts against the same limit.
 */
export const aiRateLimits = pgTable("ai_rate_limits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
