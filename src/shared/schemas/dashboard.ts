import type { CalendarEvent } from "./event";
import type { NewsItem } from "./news";
import type { Player } from "./player";
import type { NetFigures } from "./settlement";

export const DASHBOARD_UPCOMING_EVENTS = 5;
export const DASHBOARD_RECENT_NEWS = 3;
export const DASHBOARD_FEATURED_PLAYERS = 6;

export type Dashboard = {
  players: { total: number; newThisMonth: number };
  /** Instagram + TikTok + X; growth against the start of the month, in percent with one decimal. */
  followers: { total: number; growthPercent: number | null };
  /** null when no player has an engagement figure yet. */
  engagement: { average: number | null; benchmark: number; differenceFromBenchmark: number | null };
  /** Null for a member whose role does not read the deals. */
  deals: { active: number; total: number } | null;
  /** This quarter's commissions falling due, gross and after what is owed to collaborators; null without the ledger. */
  commissions: (NetFigures & { quarter: string }) | null;
  featuredPlayers: Player[];
  upcomingEvents: CalendarEvent[];
  recentNews: NewsItem[];
};
