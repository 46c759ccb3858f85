import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";

import { shiftDays } from "../../../../shared/domain/calendar-day";
import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { events } from "../../../modules/events/table";
import { players } from "../../../modules/players/table";
import { countsIn, inHours, readFilter, type AlertSource, type Scope } from "../alert-source";

export function eventSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  // An event's day and time are the agency's wall clock.
  const startsAt = sql<string>`((${events.date} + ${events.time}::time) at time zone ${clock.timeZone})`;
  const until = new Date(clock.now.getTime() + ALERT_WINDOWS.eventHours * 3_600_000);
  const key = sql<string>`'event:' || ${events.id} || ':' || ${events.date} || 'T' || ${events.time}`;
  const where = and(
    withinReach(events.playerId, scope.reach),
    // The day range lets the date index narrow the rows before each start is computed.
    gte(events.date, shiftDays(clock.today, -1)),
    lte(events.date, shiftDays(clock.today, 2)),
    ne(events.status, "cancelado"),
    sql`${startsAt} >= ${clock.now}`,
    sql`${startsAt} <= ${until}`,
  );
  return {
    kind: "events",
    ...countsIn(scope, events, where, key, "event:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          title: events.title,
          time: events.time,
          location: events.location,
          startsAt,
          playerId: players.id,
          playerName: players.name,
        })
        .from(events)
        .innerJoin(players, eq(players.id, events.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(startsAt), asc(events.id))
        .limit(size);
      return rows.map((row) => {
        const start = new Date(row.startsAt);
        const hours = Math.floor((start.getTime() - clock.now.getTime()) / 3_600_000);
        return {
          key: row.key,
          kind: "events",
          title: `${row.title} ${inHours(hours)}`,
          detail: [row.playerName, row.time, row.location].filter(Boolean).join(" · "),
          href: `/players/${row.playerId}/calendar`,
          at: start.toISOString(),
        };
      });
    },
  };
}
