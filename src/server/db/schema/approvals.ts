import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { id, timestamps, version } from "./columns";
import { approvalKind, approvalStatus } from "./enums";
import { players } from "./players";

export const approvals = pgTable(
  "approvals",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: approvalKind("kind").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull().default(""),
    amount: text("amount"),
    scheduledFor: date("scheduled_for"),
    status: approvalStatus("status").notNull().default("pending"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    ...timestamps,
    version: version(),
  },
  (table) => [index("approvals_status_created_idx").on(table.status, table.createdAt, table.id)],
);
