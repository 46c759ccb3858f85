import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { user } from "../../auth/table";
import { players } from "../players/table";

/**
 * Who at the agency looks after a player: one responsible member and any collaborators. A member whose role's
 * scope is "assigned" reaches these players and every record of theirs, and no other.
 */
export const playerAssignments = pgTable(
  "player_assignments",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["responsible", "collaborator"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.userId] }),
    uniqueIndex("player_assignments_one_responsible")
      .on(table.playerId)
      .where(sql`${table.kind} = 'responsible'`),
    index("player_assignments_user_idx").on(table.userId, table.playerId),
  ],
);
