import { and, asc, desc, eq, gte, sql } from "drizzle-orm";

import { agencyToday, monthStartOf, shiftMonths } from "../../../shared/domain/calendar-day";
import { growthPercent, totalFollowers } from "../../../shared/domain/followers";
import type { FollowerPoint, PlayerOverview } from "../../../shared/schemas/player-overview";
import type { DbExecutor } from "../../db/lib/executor";
import { listDeals } from "../../modules/deals";
import { deals } from "../../modules/deals/table";
import { selectEvents, toCalendarEvent } from "../../modules/events";
import { events } from "../../modules/events/table";
import { listInvestments } from "../../modules/investments";
import { investments } from "../../modules/investments/table";
import { selectNews, toNewsItem } from "../../modules/news";
import { news } from "../../modules/news/table";
import { getPlayer } from "../../modules/players";
import { followerSnapshots } from "../../modules/players/follower-snapshots-table";

// The detail page shows a player's records in full; beyond these the dedicated screens paginate.
const DETAIL_LIMIT = 100;
const HISTORY_MONTHS = 13;

type Counts = {
  deals_total: number;
  deals_active: number;
  investments_total: number;
  investments_active: number;
  upcoming_total: number;
  upcoming_this_month: number;
  negative_news_this_month: number;
};

export async function getPlayerOverview(
  db: DbExecutor,
  playerId: string,
  today = agencyToday(),
): Promise<PlayerOverview | undefined> {
  const player = await getPlayer(db, playerId);
  if (!player) return undefined;

  const monthStart = monthStartOf(today);
  const nextMonthStart = shiftMonths(monthStart, 1);
  const [countsResult, snapshots, playerDeals, playerInvestments, playerEvents, playerNews] = await Promise.all([
    db.execute<Counts>(sql`
      select
        (select count(*)::int from ${deals} where player_id = ${playerId}) as deals_total,
        (select count(*)::int from ${deals} where player_id = ${playerId} and stage = 'Activa') as deals_active,
        (select count(*)::int from ${investments} where player_id = ${playerId}) as investments_total,
        (select count(*)::int from ${investments} where player_id = ${playerId} and status = 'activa') as investments_active,
        (select count(*)::int from ${events} where player_id = ${playerId} and date >= ${today}::date) as upcoming_total,
        (select count(*)::int from ${events} where player_id = ${playerId} and date >= ${today}::date and date < ${nextMonthStart}::date) as upcoming_this_month,
        (select count(*)::int from ${news} where player_id = ${playerId} and sentiment = 'negativo' and date >= ${monthStart}::date) as negative_news_this_month
    `),
    db
      .select()
      .from(followerSnapshots)
      .where(
        and(
          eq(followerSnapshots.playerId, playerId),
          gte(followerSnapshots.month, shiftMonths(monthStart, -(HISTORY_MONTHS - 1))),
        ),
      )
      .orderBy(asc(followerSnapshots.month)),
    listDeals(db, { playerId, limit: DETAIL_LIMIT }),
    listInvestments(db, { playerId, limit: DETAIL_LIMIT }),
    selectEvents(db)
      .where(eq(events.playerId, playerId))
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(DETAIL_LIMIT),
    selectNews(db).where(eq(news.playerId, playerId)).orderBy(desc(news.date), desc(news.id)).limit(DETAIL_LIMIT),
  ]);
  const counts = countsResult.rows[0];
  if (!counts) throw new Error("player overview counts query returned no row");

  const startOfMonth = snapshots.find((snapshot) => snapshot.month === monthStart);
  const { social } = player;
  const history: FollowerPoint[] = snapshots.map(({ month, instagram, tiktok, x, youtube }) => ({
    month,
    instagram,
    tiktok,
    x,
    youtube,
  }));

  return {
    player,
    totalFollowers: totalFollowers(social),
    summary: {
      deals: { total: counts.deals_total, active: counts.deals_active },
      investments: { total: counts.investments_total, active: counts.investments_active },
      upcomingEvents: { total: counts.upcoming_total, thisMonth: counts.upcoming_this_month },
    },
    growth: {
      instagram: growthPercent(social.instagram, startOfMonth?.instagram),
      tiktok: growthPercent(social.tiktok, startOfMonth?.tiktok),
      x: growthPercent(social.x, startOfMonth?.x),
      youtube: growthPercent(social.youtube, startOfMonth?.youtube),
    },
    followerHistory: [
      ...history,
      { month: today, instagram: social.instagram, tiktok: social.tiktok, x: social.x, youtube: social.youtube },
    ],
    negativeNewsThisMonth: counts.negative_news_this_month,
    deals: playerDeals.items,
    investments: playerInvestments.items,
    events: playerEvents.map(toCalendarEvent),
    news: playerNews.map(toNewsItem),
  };
}
