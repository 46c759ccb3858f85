import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { APPROVAL_DECIDERS, APPROVAL_RECORD_TYPES } from "../../../shared/domain/enums";
import { id, timestamps, version } from "../../db/lib/columns";
import { approvalKind, approvalStatus } from "../../db/lib/enums";
import { players } from "../players/table";

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
    /** Who answered: the player's answers reach the agent as alerts. */
    decidedBy: text("decided_by", { enum: APPROVAL_DECIDERS }),
    /** The record the player's decision lands in (issue 28); null for the sample's free-standing requests. */
    recordType: text("record_type", { enum: APPROVAL_RECORD_TYPES }),
    recordId: uuid("record_id"),
    /** What the player said with their decision. */
    comment: text("comment"),
    /** When the player's devices were told the question waits (or found to have none): told once. */
    playerNotifiedAt: timestamp("player_notified_at", { withTimezone: true }),
    ...timestamps,
    version: version(),
  },
  (table) => [
    index("approvals_status_created_idx").on(table.status, table.createdAt, table.id),
    index("approvals_record_idx").on(table.recordType, table.recordId, table.createdAt),
    // The alerts' read: the player's latest answers.
    index("approvals_player_answers_idx")
      .on(table.decidedAt)
      .where(sql`${table.decidedBy} = 'player'`),
    // The push sweep's work: questions waiting that the player was not told about yet.
    index("approvals_to_notify_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' and ${table.playerNotifiedAt} is null`),
    // One question at a time about a record.
    uniqueIndex("approvals_one_pending_per_record")
      .on(table.recordType, table.recordId)
      .where(sql`${table.status} = 'pending' and ${table.recordId} is not null`),
  ],
);
