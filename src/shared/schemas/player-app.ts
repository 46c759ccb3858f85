import type { CalendarEvent } from "./event";
import type { NewsItem } from "./news";

/** How many of their next events and latest news the player's Inicio shows. */
export const PLAYER_HOME_EVENTS = 5;
export const PLAYER_HOME_NEWS = 5;

/** The player app's Inicio: who is signed in, their next events, their latest news. */
export type PlayerHome = {
  player: { id: string; name: string; team: string; position: string };
  upcomingEvents: CalendarEvent[];
  recentNews: NewsItem[];
};
