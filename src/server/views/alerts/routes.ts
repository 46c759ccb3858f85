import { Hono } from "hono";

import { agencyTimeZone, agencyToday } from "../../../shared/domain/calendar-day";
import {
  markAlertsReadSchema,
  UNREAD_ALERTS_CAP,
  type AlertList,
  type UnreadAlerts,
} from "../../../shared/schemas/alert";
import type { Database } from "../../db/client";
import { versionedViews } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validation";
import { getNotificationPreferences } from "../../modules/settings";
import { countUnreadAlerts, listAlerts, markAlertsRead, type AlertClock } from "./queries";

/** The list shows this many; the counts cover them all. */
export const MAX_LISTED_ALERTS = 50;
/** "Mark all as read" reaches this far: past any real portfolio's alerts, short of an unbounded read. */
const MAX_MARKED_AT_ONCE = 100_000;
const INSERT_CHUNK = 1000;

const clockNow = (): AlertClock => ({ today: agencyToday(), now: new Date(), timeZone: agencyTimeZone() });

export function alertRoutes(db: Database, clock: () => AlertClock = clockNow) {
  // The badge's count, kept per agent and minute while no record, read or switch changes (the alerts' data version).
  const unreadCount = versionedViews(
    "alerts",
    async (tx, _minute, userId) =>
      countUnreadAlerts(tx, userId, clock(), await getNotificationPreferences(tx, userId), UNREAD_ALERTS_CAP),
    { shared: "unread-alerts" },
  );
  const currentAlerts = async (userId: string, limit: number) =>
    listAlerts(db, userId, clock(), await getNotificationPreferences(db, userId), limit);

  return (
    new Hono<AppEnv>()
      .get("/", async (c) => {
        const list: AlertList = await currentAlerts(c.get("session").user.id, MAX_LISTED_ALERTS);
        return c.json(list);
      })
      // Every screen's top bar asks this; the list itself is read when the bell opens.
      .get("/unread", async (c) => {
        const minute = clock().now.toISOString().slice(0, 16);
        const body: UnreadAlerts = { unread: await unreadCount(db, c.get("session").user.id, minute) };
        return c.json(body);
      })
      .post("/read", async (c) => {
        const { keys } = await parseJsonBody(c, markAlertsReadSchema);
        await markAlertsRead(db, c.get("session").user.id, keys);
        return c.body(null, 204);
      })
      .post("/read-all", async (c) => {
        const userId = c.get("session").user.id;
        const { items } = await currentAlerts(userId, MAX_MARKED_AT_ONCE);
        const unread = items.filter((alert) => !alert.read).map((alert) => alert.key);
        for (let start = 0; start < unread.length; start += INSERT_CHUNK)
          await markAlertsRead(db, userId, unread.slice(start, start + INSERT_CHUNK));
        return c.body(null, 204);
      })
  );
}
