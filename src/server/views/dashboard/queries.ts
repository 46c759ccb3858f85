import { and, asc, desc, gte, sql, type SQL } from "drizzle-orm";

import { agencyTimeZone, agencyToday, monthStartOf } from "../../../shared/domain/calendar-day";
import { quarterBounds, quarterKey } from "../../../shared/domain/commissions";
import { averageEngagement, differenceFromBenchmark, ENGAGEMENT_BENCHMARK } from "../../../shared/domain/engagement";
import { growthPercent } from "../../../shared/domain/followers";
import {
  DASHBOARD_FEATURED_PLAYERS,
  DASHBOARD_RECENT_NEWS,
  DASHBOARD_UPCOMING_EVENTS,
  type Dashboard,
} from "../../../shared/schemas/dashboard";
import type { DbExecutor } from "../../db/lib/executor";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { selectEvents, toCalendarEvent } from "../../modules/events";
import { events } from "../../modules/events/table";
import { selectNews, toNewsItem } from "../../modules/news";
import { news } from "../../modules/news/table";
import { toPlayer } from "../../modules/players";
import { players } from "../../modules/players/table";
import { netFigures } from "../../modules/settlements";

export type DashboardFigures = {
  total_players: number;
  new_players: number;
  followers: string;
  followers_with_snapshot: string;
  followers_at_month_start: string;
  average_engagement: string | null;
  active_deals: number;
  total_deals: number;
};

/**
 * The figures over whole tables (players, their snapshots, deals): one statement, one pass over each table. The
 * route keeps them per "totals" data version, which news and events do not move. Over the players a member reaches
 * only, the deals are counted from their rows, as the kept totals are the whole agency's (a member's players are few).
 */
export async function getDashboardFigures(
  db: DbExecutor,
  today = agencyToday(),
  reach: PlayerReach = null,
): Promise<DashboardFigures> {
  const monthStart = monthStartOf(today);
  const where = (column: string, ...conditions: SQL[]) => {
    const all = [...conditions, withinReach(sql.raw(column), reach, { ofPlayerOnly: true })].filter(
      (condition) => condition !== undefined,
    );
    return all.length > 0 ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  const dealFigures = reach
    ? sql`select (count(*) filter (where stage = 'Activa'))::int as active_deals, count(*)::int as total_deals
      from deals ${where("player_id")}`
    : // The pipeline's totals as the writes to deals keep them (migration 0049): a few rows, however many deals.
      sql`select coalesce(sum(active_deals), 0)::int as active_deals,
             coalesce(sum(prospect_deals + negotiation_deals + active_deals + closed_deals), 0)::int as total_deals
      from deal_totals`;
  const { rows } = await db.execute<DashboardFigures>(sql`
    with player_figures as (
      select count(*)::int as total_players,
             count(*) filter (where created_at >= (${monthStart}::timestamp at time zone ${agencyTimeZone()}))::int as new_players,
             coalesce(sum(instagram_followers + tiktok_followers + x_followers), 0) as followers,
             avg(engagement_rate) as average_engagement
      from players ${where("id")}
    ),
    -- Growth compares like with like: only players that already had a snapshot at the start of the month.
    growth_figures as (
      select coalesce(sum(p.instagram_followers + p.tiktok_followers + p.x_followers), 0) as followers_with_snapshot,
             coalesce(sum(s.instagram + s.tiktok + s.x), 0) as followers_at_month_start
      from follower_snapshots s join players p on p.id = s.player_id
      ${where("p.id", sql`s.month = ${monthStart}::date`)}
    ),
    deal_figures as (${dealFigures})
    select * from player_figures, growth_figures, deal_figures
  `);
  const figures = rows[0];
  if (!figures) throw new Error("dashboard figures query returned no row");
  return figures;
}

const quarterNet = (db: DbExecutor, today: string) => {
  const { start, end } = quarterBounds(today);
  return netFigures(db, { from: start, to: end });
};

export async function getDashboard(
  db: DbExecutor,
  today = agencyToday(),
  figuresOf: (db: DbExecutor, today: string) => Promise<DashboardFigures> = getDashboardFigures,
  reach: PlayerReach = null,
): Promise<Dashboard> {
  const [figures, commissions, featured, upcoming, recent] = await Promise.all([
    reach ? getDashboardFigures(db, today, reach) : figuresOf(db, today),
    // The agency's money: a member who reaches only some players has no ledger (their role reads none).
    reach ? null : quarterNet(db, today),
    db
      .select()
      .from(players)
      .where(withinReach(players.id, reach, { ofPlayerOnly: true }))
      .orderBy(asc(players.name), asc(players.id))
      .limit(DASHBOARD_FEATURED_PLAYERS),
    selectEvents(db)
      .where(and(gte(events.date, today), withinReach(events.playerId, reach)))
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(DASHBOARD_UPCOMING_EVENTS),
    selectNews(db)
      .where(withinReach(news.playerId, reach))
      .orderBy(desc(news.date), desc(news.id))
      .limit(DASHBOARD_RECENT_NEWS),
  ]);
  // avg() skips players without a figure; with none at all there is no average to show.
  const average = figures.average_engagement === null ? null : averageEngagement([Number(figures.average_engagement)]);

  return {
    players: { total: figures.total_players, newThisMonth: figures.new_players },
    followers: {
      total: Number(figures.followers),
      growthPercent: growthPercent(Number(figures.followers_with_snapshot), Number(figures.followers_at_month_start)),
    },
    engagement: {
      average,
      benchmark: ENGAGEMENT_BENCHMARK,
      differenceFromBenchmark: average === null ? null : differenceFromBenchmark(average),
    },
    deals: { active: figures.active_deals, total: figures.total_deals },
    commissions: commissions ? { ...commissions, quarter: quarterKey(today) } : null,
    featuredPlayers: featured.map((row) => toPlayer(row, today)),
    upcomingEvents: upcoming.map(toCalendarEvent),
    recentNews: recent.map(toNewsItem),
  };
}
