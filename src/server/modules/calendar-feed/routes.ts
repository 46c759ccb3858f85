import { asc, gte } from "drizzle-orm";
import { Hono } from "hono";

import { agencyTimeZone, agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { windowOccurrences } from "../../../shared/domain/transfer-windows";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { forbidden, notFound } from "../../http/errors";
import { agendaBetween } from "../../views/agenda/queries";
import { selectEvents, toCalendarEvent } from "../events";
import { events } from "../events/table";
import { listTransferWindows } from "../transfer-windows";
import { buildIcsFeed } from "./ics-feed";
import { currentFeedToken, isFeedToken, rotateFeedToken } from "./queries";

// A calendar app keeps what it has seen: the feed carries the past year and everything ahead.
const FEED_PAST_DAYS = 365;
// Transfer windows repeat every year: the feed dates them this far ahead.
const FEED_WINDOW_DAYS_AHEAD = 730;
// The market's dates the feed carries: the last week's and the next twelve weeks' (at most the agenda's 200).
const FEED_MARKET_DAYS_BEFORE = 7;
const FEED_MARKET_DAYS_AHEAD = 84;

type FeedOptions = { secret: string; publicUrl: string | undefined };

const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/ics/${token}.ics`;
const originOf = (requestUrl: string, publicUrl: string | undefined) => publicUrl ?? new URL(requestUrl).origin;

export const WHOLE_AGENCY_FEED =
  "El calendario para suscribirse lleva los de todos los jugadores; tu rol ve solo los tuyos";

/**
 * Signed in: the feed's address, and a new one on request (the old one then answers 404). The feed carries every
 * player's dates: a member who reaches only their own players is not handed it.
 */
export function calendarFeedRoutes(db: Database, options: FeedOptions) {
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      if (reachOf(c)) throw forbidden(WHOLE_AGENCY_FEED);
      await next();
    })
    .get("/feed", async (c) =>
      c.json({ url: feedUrl(originOf(c.req.url, options.publicUrl), await currentFeedToken(db, options.secret)) }),
    )
    .post("/feed/rotate", async (c) => {
      const token = await db.transaction((tx) => rotateFeedToken(tx, options.secret));
      return c.json({ url: feedUrl(originOf(c.req.url, options.publicUrl), token) });
    });
}

/** Without a session (calendar apps fetch it): the .ics file for a valid token, 404 for any other. */
export function calendarIcsRoutes(db: Database) {
  return new Hono<AppEnv>().get("/:file", async (c) => {
    const file = c.req.param("file");
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    if (!token || !(await isFeedToken(db, token))) throw notFound("Calendario no encontrado");
    const rows = await selectEvents(db)
      .where(gte(events.date, shiftDays(agencyToday(), -FEED_PAST_DAYS)))
      .orderBy(asc(events.date), asc(events.time), asc(events.id));
    const today = agencyToday();
    const windows = (await listTransferWindows(db)).items.flatMap((window) =>
      windowOccurrences(window, shiftDays(today, -FEED_PAST_DAYS), shiftDays(today, FEED_WINDOW_DAYS_AHEAD)).map(
        (dated) => ({ ...window, ...dated }),
      ),
    );
    // Window closings are already the windows' last days.
    const market = (
      await agendaBetween(db, {
        from: shiftDays(today, -FEED_MARKET_DAYS_BEFORE),
        to: shiftDays(today, FEED_MARKET_DAYS_AHEAD),
      })
    ).items.filter((item) => item.kind !== "window-close");
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Content-Disposition", 'inline; filename="palco.ics"');
    return c.body(buildIcsFeed(rows.map(toCalendarEvent), agencyTimeZone(), windows, market));
  });
}
