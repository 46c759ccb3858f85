import type { NotificationPreferences } from "../../shared/schemas/agent-settings";
import type { Alert } from "../../shared/schemas/alert";
import type { DbExecutor } from "../db/lib/executor";
import { alertDeliveries, type AlertDeliveryChannel } from "../modules/notifications/alert-deliveries-table";
import { listAlerts, type AlertClock } from "../views/alerts/queries";

/** The most alerts one sweep looks at per agent: a first sweep over a large agency sends them over several. */
const SWEEP_LIMIT = 200;

export type OutgoingAlert = Omit<Alert, "read">;

/**
 * The alerts of the wanted kinds never sent to this agent on this channel: claimed here (one row per fact and
 * channel, ON CONFLICT: two processes sweeping at once claim each fact once). Run in the transaction of the sending,
 * so a claim whose sending failed never commits.
 */
export async function claimNewAlerts(
  db: DbExecutor,
  userId: string,
  channel: AlertDeliveryChannel,
  wanted: NotificationPreferences,
  clock: AlertClock,
): Promise<OutgoingAlert[]> {
  if (!Object.values(wanted).some(Boolean)) return [];
  const { items } = await listAlerts(db, userId, clock, wanted, SWEEP_LIMIT);
  if (items.length === 0) return [];
  const claimed = await db
    .insert(alertDeliveries)
    .values(items.map((alert) => ({ userId, channel, alertKey: alert.key })))
    .onConflictDoNothing()
    .returning({ key: alertDeliveries.alertKey });
  const fresh = new Set(claimed.map((row) => row.key));
  return items.filter((alert) => fresh.has(alert.key)).map(({ read: _read, ...alert }) => alert);
}
