import { eq } from "drizzle-orm";

import type { PushMessage } from "../../shared/schemas/push";
import { isActiveMember } from "../auth/active-members";
import { user } from "../auth/table";
import type { Database } from "../db/client";
import { pushSubscriptions } from "../modules/push-subscriptions/table";
import { getChannelAlerts } from "../modules/settings";
import { pushToDevices } from "../push/deliver";
import type { Pusher } from "../push/pusher";
import type { AlertClock } from "../views/alerts/queries";
import { claimNewAlerts, type OutgoingAlert } from "./alert-claims";

/** More new alerts than this at once become one summary instead of a notification each. */
const SEPARATE_NOTIFICATIONS = 3;

/** Each alert its own notification (its key as the tag, so a repeat replaces it); a burst becomes one summary. */
export function alertPushMessages(alerts: OutgoingAlert[]): PushMessage[] {
  if (alerts.length <= SEPARATE_NOTIFICATIONS)
    return alerts.map((alert) => ({ title: alert.title, body: alert.detail, url: alert.href, tag: alert.key }));
  const titles = alerts.slice(0, SEPARATE_NOTIFICATIONS).map((alert) => alert.title);
  const more = alerts.length - SEPARATE_NOTIFICATIONS;
  return [
    {
      title: `Palco: ${alerts.length} avisos nuevos`,
      body: `${titles.join(" · ")} y ${more} más`,
      url: "/",
      tag: "palco-avisos",
    },
  ];
}

class NoDeviceReached extends Error {}

/**
 * One sweep of Web Push: for each agent with a device and alert kinds chosen for push, the facts never pushed are
 * claimed and sent in one transaction. When no device took them (every one refused), the claim is rolled back and
 * the next sweep tries again; a device that is gone is removed and does not hold the others back.
 */
export async function sweepAlertPushes(db: Database, pusher: Pusher, clock: AlertClock): Promise<number> {
  const agents = await db
    .selectDistinct({ id: user.id, email: user.email })
    .from(user)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, user.id))
    .where(isActiveMember);
  let pushed = 0;
  for (const agent of agents) {
    const wanted = await getChannelAlerts(db, agent.id, "push");
    try {
      pushed += await db.transaction(async (tx) => {
        const alerts = await claimNewAlerts(tx, agent.id, "push", wanted, clock);
        if (alerts.length === 0) return 0;
        const result = await pushToDevices(db, pusher, agent, alertPushMessages(alerts));
        if (result.sent === 0 && result.failed > 0) throw new NoDeviceReached();
        return alerts.length;
      });
    } catch (error) {
      if (!(error instanceof NoDeviceReached)) throw error;
    }
  }
  return pushed;
}
