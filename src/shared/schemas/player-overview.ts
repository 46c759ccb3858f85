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
  summary: {
    deals: { total: number; active: number };
    investments: { total: number; active: number };
    upcomingEvents: { total: number; thisMonth: number };
  };
  /** Growth of each network since the start of this month, in percent with one decimal. */
  growth: NetworkGrowth;
  /** Monthly snapshots, oldest first, ending with today's figures. */
  followerHistory: FollowerPoint[];
  negativeNewsThisMonth: number;
  deals: Deal[];
  investments: Investment[];
  events: CalendarEvent[];
  news: NewsItem[];
};
