import { and, asc, desc, eq, gte, lt } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { pictureUrl } from "../../../shared/schemas/picture";
import {
  PLAYER_AGENDA_PAST,
  PLAYER_AGENDA_UPCOMING,
  PLAYER_HOME_EVENTS,
  PLAYER_HOME_NEWS,
  PLAYER_HOME_WAITING,
  playerImageUrl,
  type PlayerAgenda,
  type PlayerDeal,
  type PlayerHome,
  type PlayerImage,
} from "../../../shared/schemas/player-app";
import type { DbExecutor } from "../../db/lib/executor";
import { countApprovals, latestPlayerApproval, listApprovals } from "../../modules/approvals";
import { brands } from "../../modules/brands/table";
import { listCampaignImages } from "../../modules/campaign-images";
import { campaignImages } from "../../modules/campaign-images/table";
import { deals } from "../../modules/deals/table";
import { selectEvents, toCalendarEvent } from "../../modules/events";
import { events } from "../../modules/events/table";
import { selectNews, toNewsItem } from "../../modules/news";
import { news } from "../../modules/news/table";
import { players } from "../../modules/players/table";

// Every read here is filtered by the player's id, taken from the session: nothing of another player can answer.

/** The player's own Inicio: what waits for them, their next events, their latest news. */
export async function getPlayerHome(
  db: DbExecutor,
  playerId: string,
  today = agencyToday(),
): Promise<PlayerHome | undefined> {
  const [[player], counts, waiting, upcoming, recent] = await Promise.all([
    db
      .select({
        id: players.id,
        name: players.name,
        team: players.team,
        position: players.position,
        photoKey: players.photoKey,
        photoUpdatedAt: players.photoUpdatedAt,
      })
      .from(players)
      .where(eq(players.id, playerId)),
    countApprovals(db, playerId),
    listApprovals(db, { playerId, status: "pending", limit: PLAYER_HOME_WAITING }),
    selectEvents(db)
      .where(and(eq(events.playerId, playerId), gte(events.date, today)))
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(PLAYER_HOME_EVENTS),
    selectNews(db).where(eq(news.playerId, playerId)).orderBy(desc(news.date), desc(news.id)).limit(PLAYER_HOME_NEWS),
  ]);
  if (!player) return undefined;
  const { photoKey, photoUpdatedAt, ...who } = player;
  return {
    player: { ...who, photoUrl: pictureUrl("/api/app/photo", photoUpdatedAt, photoKey) },
    waiting: { count: counts.pending, items: waiting.items },
    upcomingEvents: upcoming.map(toCalendarEvent),
    recentNews: recent.map(toNewsItem),
  };
}

/** Their events from today on, soonest first, and the latest past ones, newest first. */
export async function getPlayerAgenda(db: DbExecutor, playerId: string, today = agencyToday()): Promise<PlayerAgenda> {
  const [upcoming, past] = await Promise.all([
    selectEvents(db)
      .where(and(eq(events.playerId, playerId), gte(events.date, today)))
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(PLAYER_AGENDA_UPCOMING),
    selectEvents(db)
      .where(and(eq(events.playerId, playerId), lt(events.date, today)))
      .orderBy(desc(events.date), desc(events.time), desc(events.id))
      .limit(PLAYER_AGENDA_PAST),
  ]);
  return { upcoming: upcoming.map(toCalendarEvent), past: past.map(toCalendarEvent) };
}

/** A player has tens of deals at most: all of them, newest first. */
const PLAYER_DEALS_LIMIT = 200;

export async function listPlayerDeals(db: DbExecutor, playerId: string): Promise<PlayerDeal[]> {
  return db
    .select({
      id: deals.id,
      brandName: brands.name,
      brandSector: brands.sector,
      stage: deals.stage,
      type: deals.type,
      fee: deals.fee,
      deliverables: deals.deliverables,
      startDate: deals.startDate,
      renewDate: deals.renewDate,
      exclusive: deals.exclusive,
      playerApproval: latestPlayerApproval("deal", "deals"),
    })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(eq(deals.playerId, playerId))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(PLAYER_DEALS_LIMIT);
}

/** Their campaign images, each pointing at the app's own file route (the media lab's is the agent's). */
export async function listPlayerImages(db: DbExecutor, playerId: string): Promise<PlayerImage[]> {
  const images = await listCampaignImages(db, playerId);
  return images.map((image) => ({ ...image, imageUrl: playerImageUrl(image.id) }));
}

/** Where one of the player's images is stored; undefined for an image that is not theirs. */
export async function playerImageFileKey(db: DbExecutor, playerId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ fileKey: campaignImages.fileKey })
    .from(campaignImages)
    .where(and(eq(campaignImages.id, id), eq(campaignImages.playerId, playerId)));
  return row?.fileKey;
}
