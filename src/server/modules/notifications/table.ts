import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";

/**
 * Alerts the agent has marked as read. Alerts themselves are computed from the data; a key names one alert
 * and the fact it is about ("contract:<player>:<date>"), so a changed date is a new, unread alert.
 */
export const notificationReads = pgTable(
  "notification_reads",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    alertKey: text("alert_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.alertKey] })],
);
