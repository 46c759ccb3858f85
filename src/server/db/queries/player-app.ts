import { and, asc, desc, eq, gte } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { PLAYER_HOME_EVENTS, PLAYER_HOME_NEWS, type PlayerHome } from "../../../shared/schemas/player-app";
import { events, news, players } from "../schema";
import { selectEvents, toCalendarEvent } from "./events";
import type { DbExecutor } from "./executor";
import { selectNews, toNewsItem } from "./news";

/** The player's own Inicio: only their records, read through their id. */
export async function getPlayerHome(
  db: DbExecutor,
  playerId: string,
  today = agencyToday(),
): Promise<PlayerHome | undefined> {
  const [[player], upcoming, recent] = await Promise.all([
    db
      .select({ id: players.id, name: players.name, team: players.team, position: players.position })
      .from(players)
      .where(eq(players.id, playerId)),
    selectEvents(db)
      .where(and(eq(events.playerId, playerId), gte(events.date, today)))
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(PLAYER_HOME_EVENTS),
    selectNews(db).where(eq(news.playerId, playerId)).orderBy(desc(news.date), desc(news.id)).limit(PLAYER_HOME_NEWS),
  ]);
  if (!player) return undefined;
  return { player, upcomingEvents: upcoming.map(toCalendarEvent), recentNews: recent.map(toNewsItem) };
}
