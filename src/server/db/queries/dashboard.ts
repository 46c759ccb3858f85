import { asc, desc, gte, sql } from "drizzle-orm";
import {
  averageEngagement,
  differenceFromBenchmark,
  ENGAGEMENT_BENCHMARK,
} from "../../../shared/domain/engagement";
import { growthPercent } from "../../../shared/domain/followers";
import {
  type Dashboard,
  DASHBOARD_FEATURED_PLAYERS,
  DASHBOARD_RECENT_NEWS,
  DASHBOARD_UPCOMING_EVENTS,
} from "../../../shared/schemas/dashboard";
import { events, news, players } from "../schema";
import { AGENCY_TIME_ZONE, monthStartIso, todayIso } from "./dates";
import { selectEvents, toCalendarEvent } from "./events";
import type { DbExecutor } from "./executor";
import { selectNews, toNewsItem } from "./news";
import { toPlayer } from "./players";

type Figures = {
  total_players: number;
  new_players: number;
  followers: string;
  followers_with_snapshot: string;
  followers_at_month_start: string;
  average_engagement: string | null;
  active_deals: number;
  total_deals: number;
};

export async function getDashboard(db: DbExecutor, today = todayIso()): Promise<Dashboard> {
  const monthStart = monthStartIso(today);
  const figuresQuery = db.execute<Figures>(sql`
    select
      (select count(*)::int from players) as total_players,
      (select count(*)::int from players where (created_at at time zone ${AGENCY_TIME_ZONE})::date >= ${monthStart}::date) as new_players,
      (select coalesce(sum(instagram_followers + tiktok_followers + x_followers), 0) from players) as followers,
      -- Growth compares like with like: players that already had a snapshot at the start of the month.
      (select coalesce(sum(p.instagram_followers + p.tiktok_followers + p.x_followers), 0)
         from players p join follower_snapshots s on s.player_id = p.id and s.month = ${monthStart}::date) as followers_with_snapshot,
      (select coalesce(sum(s.instagram + s.tiktok + s.x), 0)
         from follower_snapshots s join players p on p.id = s.player_id where s.month = ${monthStart}::date) as followers_at_month_start,
      (select avg(engagement_rate) from players) as average_engagement,
      (select count(*)::int from deals where stage = 'Activa') as active_deals,
      (select count(*)::int from deals) as total_deals
  `);
  const [figuresResult, featured, upcoming, recent] = await Promise.all([
    figuresQuery,
    db.select().from(players).orderBy(asc(players.name), asc(players.id)).limit(DASHBOARD_FEATURED_PLAYERS),
    selectEvents(db)
      .where(gte(events.date, today))
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(DASHBOARD_UPCOMING_EVENTS),
    selectNews(db).orderBy(desc(news.date), desc(news.id)).limit(DASHBOARD_RECENT_NEWS),
  ]);
  const figures = figuresResult.rows[0];
  if (!figures) throw new Error("dashboard figures query returned no row");
  const average = figures.average_engagement === null ? 0 : averageEngagement([Number(figures.average_engagement)]);

  return {
    players: { total: figures.total_players, newThisMonth: figures.new_players },
    followers: {
      total: Number(figures.followers),
      growthPercent: growthPercent(Number(figures.followers_with_snapshot), Number(figures.followers_at_month_start)),
    },
    engagement: {
      average,
      benchmark: ENGAGEMENT_BENCHMARK,
      differenceFromBenchmark: figures.total_players > 0 ? differenceFromBenchmark(average) : 0,
    },
    deals: { active: figures.active_deals, total: figures.total_deals },
    featuredPlayers: featured.map((row) => toPlayer(row, today)),
    upcomingEvents: upcoming.map(toCalendarEvent),
    recentNews: recent.map(toNewsItem),
  };
}
