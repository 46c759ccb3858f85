import { Hono } from "hono";
import { type AlertList, markAlertsReadSchema } from "../../shared/schemas/alert";
import type { Database } from "../db/client";
import { getNotificationPreferences } from "../db/queries/agent-settings";
import { type AlertClock, listAlerts, markAlertsRead } from "../db/queries/alerts";
import { AGENCY_TIME_ZONE, todayIso } from "../db/queries/dates";
import type { AppEnv } from "../http/app-env";
import { parseJsonBody } from "../http/validation";

/** The list shows this many; the counts cover them all. */
export const MAX_LISTED_ALERTS = 50;

const clockNow = (): AlertClock => ({ today: todayIso(), now: new Date(), timeZone: AGENCY_TIME_ZONE });

export function notificationRoutes(db: Database, clock: () => AlertClock = clockNow) {
  const currentAlerts = async (userId: string) => listAlerts(db, userId, clock(), await getNotificationPreferences(db, userId));

  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const alerts = await currentAlerts(c.get("session").user.id);
      const list: AlertList = { items: alerts.slice(0, MAX_LISTED_ALERTS), unread: alerts.filter((alert) => !alert.read).length, total: alerts.length };
      return c.json(list);
    })
    .post("/read", async (c) => {
      const { keys } = await parseJsonBody(c, markAlertsReadSchema);
      await markAlertsRead(db, c.get("session").user.id, keys);
      return c.body(null, 204);
    })
    .post("/read-all", async (c) => {
      const userId = c.get("session").user.id;
      const alerts = await currentAlerts(userId);
      await markAlertsRead(db, userId, alerts.filter((alert) => !alert.read).map((alert) => alert.key));
      return c.body(null, 204);
    });
}
