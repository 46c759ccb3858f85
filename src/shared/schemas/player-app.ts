import type { Approval, PlayerApproval } from "./approval";
import type { CampaignImage } from "./campaign-image";
import type { Deal } from "./deal";
import type { CalendarEvent } from "./event";
import type { NewsItem } from "./news";

/** How many of their next events and latest news the player's Inicio shows. */
export const PLAYER_HOME_EVENTS = 5;
export const PLAYER_HOME_NEWS = 5;
/** How many questions waiting for them the player's Inicio names (the count is of all of them). */
export const PLAYER_HOME_WAITING = 3;
/** The player's Agenda: their next events, and this many of the latest past ones. */
export const PLAYER_AGENDA_UPCOMING = 100;
export const PLAYER_AGENDA_PAST = 20;

/** The player app's Inicio: who is signed in, what waits for their decision, their next events, their latest news. */
export type PlayerHome = {
  player: { id: string; name: string; team: string; position: string; photoUrl: string | null };
  waiting: { count: number; items: Approval[] };
  upcomingEvents: CalendarEvent[];
  recentNews: NewsItem[];
};

export type PlayerAgenda = { upcoming: CalendarEvent[]; past: CalendarEvent[] };

/**
 * One of the player's sponsorships as the player sees it: the brand, the terms and where it stands. The agency's
 * side (its commission, exclusivity checks, history) stays with the agent.
 */
export type PlayerDeal = Pick<
  Deal,
  | "id"
  | "brandName"
  | "brandSector"
  | "stage"
  | "type"
  | "fee"
  | "deliverables"
  | "startDate"
  | "renewDate"
  | "exclusive"
> & { playerApproval: PlayerApproval | null };

export type PlayerImage = CampaignImage;

/** The app's own address of one of the player's images (the media lab's is the agent's). */
export const playerImageUrl = (imageId: string) => `/api/app/images/${imageId}/file`;
