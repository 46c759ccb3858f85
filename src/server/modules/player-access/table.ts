import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { id } from "../../db/lib/columns";
import { players } from "../players/table";

/**
 * A one-time link the agent gives a player to set their password (issue 28). Only the token's SHA-256 is kept; a
 * new link replaces the player's unused ones.
 */
export const playerInvitations = pgTable(
  "player_invitations",
  {
    id: id(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("player_invitations_player_idx").on(table.playerId, table.createdAt)],
);
