import { and, asc, eq, gte, lte, sql } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { Page } from "../../../shared/schemas/common";
import type { CalendarEvent, CreateEventInput, ListEventsQuery, UpdateEventInput } from "../../../shared/schemas/event";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { latestPlayerApproval } from "../approvals";
import { players } from "../players/table";
import { eventDayTotals } from "./day-totals-table";
import { events } from "./table";

const eventColumns = {
  id: events.id,
  playerId: events.playerId,
  playerName: players.name,
  type: events.type,
  title: events.title,
  date: events.date,
  time: events.time,
  endTime: events.endTime,
  location: events.location,
  status: events.status,
  // The latest question to the player about attending, and their answer (issue 28).
  playerApproval: latestPlayerApproval("event", "events"),
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  version: events.version,
};

type EventRow = Omit<CalendarEvent, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

export function toCalendarEvent(row: EventRow): CalendarEvent {
  return withIsoTimestamps(row);
}

export function selectEvents(db: DbExecutor) {
  return db.select(eventColumns).from(events).innerJoin(players, eq(players.id, events.playerId));
}

/** Soonest first: date, then time. */
export async function listEvents(
  db: DbExecutor,
  query: ListEventsQuery,
  reach: PlayerReach = null,
): Promise<Page<CalendarEvent>> {
  const rows = await selectEvents(db)
    .where(
      and(
        query.playerId ? eq(events.playerId, query.playerId) : undefined,
        withinReach(events.playerId, reach),
        query.from ? gte(events.date, query.from) : undefined,
        query.to ? lte(events.date, query.to) : undefined,
        afterCursor([events.date, events.time, events.id], query.cursor, "asc"),
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.date, row.time, row.id], toCalendarEvent);
}

export async function getEvent(db: DbExecutor, id: string): Promise<CalendarEvent | undefined> {
  const [row] = await selectEvents(db).where(eq(events.id, id));
  return row ? toCalendarEvent(row) : undefined;
}

export async function createEvent(db: DbExecutor, input: CreateEventInput): Promise<CalendarEvent> {
  const [row] = await db.insert(events).values(input).returning({ id: events.id });
  const event = row && (await getEvent(db, row.id));
  if (!event) throw new Error("insert returned no row");
  return event;
}

export async function updateEvent(
  db: DbExecutor,
  id: string,
  input: UpdateEventInput,
): Promise<CalendarEvent | undefined> {
  const updated = await db
    .update(events)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  return updated.length > 0 ? getEvent(db, id) : undefined;
}

export async function deleteEvent(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return deleted.length > 0;
}

/** How many events there are, and how many are today or later in the agency's day (the calendar's header). */
/** All events and those from today on, from the per-day counts the writes to events keep (migration 0051). */
export async function countEvents(db: DbExecutor, today = agencyToday()): Promise<{ total: number; upcoming: number }> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${eventDayTotals.events}), 0)::int`,
      upcoming: sql<number>`coalesce(sum(${eventDayTotals.events}) filter (where ${eventDayTotals.date} >= ${today}), 0)::int`,
    })
    .from(eventDayTotals);
  return { total: row?.total ?? 0, upcoming: row?.upcoming ?? 0 };
}

/** The same counts over the events of the players a member reaches (and the agency's own): from the rows. */
export async function countReachedEvents(
  db: DbExecutor,
  reach: readonly string[],
  today = agencyToday(),
): Promise<{ total: number; upcoming: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${events.date} >= ${today}))::int`,
    })
    .from(events)
    .where(withinReach(events.playerId, reach));
  return { total: row?.total ?? 0, upcoming: row?.upcoming ?? 0 };
}
