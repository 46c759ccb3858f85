import { and, desc, eq, inArray, sql } from "drizzle-orm";

import {
  ACTIVITY_ENTITY_TYPES,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntityType,
  type ActorRole,
} from "../../shared/domain/activity";
import type { ActivityEntry, ListActivityQuery } from "../../shared/schemas/activity";
import type { Page } from "../../shared/schemas/common";
import { isoTimestamp } from "../db/lib/dates";
import type { DbExecutor } from "../db/lib/executor";
import { afterCursor, toPage } from "../db/lib/pagination";
import { withinReach, type PlayerReach } from "../db/lib/player-reach";
import { activity } from "./table";

/** Who writes: the session's user, and whether it is the agency's or a player's (the agency's unless said). */
export type Actor = { id: string; name: string; role?: ActorRole };

export type ActivityRecord = {
  actor: Actor;
  entityType: ActivityEntityType;
  entityId: string;
  entityLabel: string;
  action: ActivityAction;
  changes?: ActivityChange[];
  /** The player whose record it is; a player's own rows name themselves. */
  playerId?: string | null;
};

/** The player a record belongs to, when it carries one (deals, events, mandates, commissions...). */
export function playerOfRecord(item: unknown): string | null {
  const playerId = (item as { playerId?: unknown } | null)?.playerId;
  return typeof playerId === "string" ? playerId : null;
}

/** Writes history rows; call it inside the transaction of the write it describes. */
export async function recordActivity(db: DbExecutor, records: ActivityRecord | ActivityRecord[]) {
  const rows = (Array.isArray(records) ? records : [records]).map((record) => ({
    actorId: record.actor.id,
    actorName: record.actor.name,
    actorRole: record.actor.role ?? "agent",
    entityType: record.entityType,
    entityId: record.entityId,
    entityLabel: record.entityLabel,
    action: record.action,
    changes: record.changes ?? [],
    playerId: record.playerId ?? (record.entityType === "player" ? record.entityId : null),
  }));
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(activity).values(rows.slice(start, start + 1000));
}

const entryColumns = {
  id: activity.id,
  actorName: activity.actorName,
  actorRole: activity.actorRole,
  entityType: activity.entityType,
  entityId: activity.entityId,
  entityLabel: activity.entityLabel,
  action: activity.action,
  changes: activity.changes,
  createdAt: isoTimestamp(activity.createdAt),
  playerId: activity.playerId,
  // Full precision (microseconds), so that a page never skips a row written in the same millisecond.
  cursorCreatedAt: sql<string>`${activity.createdAt}::text`,
};

/** Newest first; one record's history, one kind's, or everything. */
export async function listActivity(
  db: DbExecutor,
  query: ListActivityQuery,
  /** The kinds of record the reader may see; every kind when left out. */
  kinds?: readonly ActivityEntityType[],
  /** The players whose records' history the reader reaches; every player when null. */
  reach: PlayerReach = null,
): Promise<Page<ActivityEntry>> {
  const rows = await db
    .select(entryColumns)
    .from(activity)
    .where(
      and(
        query.entityType ? eq(activity.entityType, query.entityType) : undefined,
        kinds && kinds.length < ACTIVITY_ENTITY_TYPES.length ? inArray(activity.entityType, [...kinds]) : undefined,
        query.entityId ? eq(activity.entityId, query.entityId) : undefined,
        query.playerId ? eq(activity.playerId, query.playerId) : undefined,
        withinReach(activity.playerId, reach),
        afterCursor([activity.createdAt, activity.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [row.cursorCreatedAt, row.id],
    ({ cursorCreatedAt: _cursor, ...entry }) => entry,
  );
}
