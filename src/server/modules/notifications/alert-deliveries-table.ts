import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";

/** The ways an alert reaches the agent outside the open tab. */
export type AlertDeliveryChannel = "email" | "push";

/**
 * Each alert fact sent to an agent outside the app, once per channel: the key is the alert's own (the bell's),
 * so a changed date or a new clipping is a new fact and the same one is never sent twice, whatever the process.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    channel: text("channel").$type<AlertDeliveryChannel>().notNull(),
    alertKey: text("alert_key").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.channel, table.alertKey] })],
);
