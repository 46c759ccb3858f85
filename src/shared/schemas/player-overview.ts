import type { Deal } from "./deal";
import type { CalendarEvent } from "./event";
import type { Investment } from "./investment";
import type { NewsItem } from "./news";
import type { Player } from "./player";

export type NetworkGrowth = {
  instagram: number | null;
  tiktok: number | null;
  x: number | null;
  youtube: number | null;
};

export type FollowerPoint = { month: string; instagram: number; tiktok: number; x: number; youtube: number };

export type PlayerOverview = {
  player: Player;
  totalFollowers: number;
  /** Each count is null for a member whose role does not read that resource. */
  summary: {
    deals: { total: number; active: number } | null;
    investments: { total: number; active: number } | null;
    upcomingEvents: { total: number; thisMonth: number } | null;
  };
  /** Growth of each network since the start of this month, in percent with one decimal. */
  growth: NetworkGrowth;
  /** Monthly snapshots, oldest first, ending with today's figures. */
  followerHistory: FollowerPoint[];
  /** Null for a member whose role does not read the news. */
  negativeNewsThisMonth: number | null;
  deals: Deal[];
  investments: Investment[];
  events: CalendarEvent[];
  news: NewsItem[];
};
