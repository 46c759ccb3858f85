import { and, desc, eq, gte, lte, sql } from "drizzle-orm";

import { shiftDays } from "../../../../shared/domain/calendar-day";
import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { news } from "../../../modules/news/table";
import { players } from "../../../modules/players/table";
import { countsIn, readFilter, type AlertSource, type Scope } from "../alert-source";

export function crisisSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'crisis:' || ${news.id}`;
  const where = and(
    withinReach(news.playerId, scope.reach),
    eq(news.sentiment, "negativo"),
    gte(news.date, shiftDays(clock.today, -ALERT_WINDOWS.crisisDays)),
    lte(news.date, clock.today),
  );
  return {
    kind: "crisis",
    ...countsIn(scope, news, where, key, "crisis:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          title: news.title,
          source: news.source,
          date: news.date,
          playerId: players.id,
          playerName: players.name,
        })
        .from(news)
        .innerJoin(players, eq(players.id, news.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(desc(news.date), desc(news.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "crisis",
        title: `Noticia negativa sobre ${row.playerName}`,
        detail: `${row.title} · ${row.source}`,
        href: `/players/${row.playerId}/reputation`,
        at: row.date,
      }));
    },
  };
}
