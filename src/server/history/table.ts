import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import type { ActivityAction, ActivityChange, ActivityEntityType, ActorRole } from "../../shared/domain/activity";
import { user } from "../auth/table";
import { id } from "../db/lib/columns";

/**
 * One write to a record, kept after the record itself is gone: who, when, what kind and which record, the action,
 * and for an update the fields it changed with their values before and after. Written in the write's transaction.
 */
export const activity = pgTable(
  "activity",
  {
    id: id(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** Whose session wrote it: the agency's or a player's (a player's name alone could read as anyone's). */
    actorRole: text("actor_role").$type<ActorRole>().notNull().default("agent"),
    entityType: text("entity_type").$type<ActivityEntityType>().notNull(),
    entityId: uuid("entity_id").notNull(),
    /** The record's name when the row was written ("Álvaro Martín", "Zenit Sport · Álvaro Martín"). */
    entityLabel: text("entity_label").notNull(),
    action: text("action").$type<ActivityAction>().notNull(),
    changes: jsonb("changes").$type<ActivityChange[]>().notNull().default([]),
    /** The player the record belongs to (the player's own rows, their deals, events...): the player's full history. */
    playerId: uuid("player_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("activity_entity_idx").on(table.entityType, table.entityId, table.createdAt, table.id),
    index("activity_created_idx").on(table.createdAt, table.id),
    index("activity_player_idx").on(table.playerId, table.createdAt, table.id),
  ],
);
