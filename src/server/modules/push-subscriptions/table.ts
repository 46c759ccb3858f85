import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";

/**
 * A browser or phone that asked for Web Push: where its push service takes messages for it (`endpoint`) and the keys
 * that encrypt them for that device alone. Removed when the push service says the device is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the agent recognises the device by ("Chrome en Android"), read from its browser when it subscribed. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** The push service's last refusal other than "gone" (kept until a later send succeeds). */
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);
