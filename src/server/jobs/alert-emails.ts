import { sql } from "drizzle-orm";

import { isActiveMember } from "../auth/active-members";
import { user } from "../auth/table";
import type { Database } from "../db/client";
import { appMeta } from "../db/lib/app-meta-table";
import type { DbExecutor } from "../db/lib/executor";
import { composeMail, escapeHtml, type Mailer } from "../mail/mailer";
import { getChannelAlerts } from "../modules/settings";
import type { AlertClock } from "../views/alerts/queries";
import { claimNewAlerts, type OutgoingAlert } from "./alert-claims";
import { claimDailyDigests } from "./daily-digest";

export const MAIL_LAST_ERROR = "mail_last_error";

export type AlertEmail = { to: string; name: string; alerts: OutgoingAlert[] };

/** Each agent's alerts wanted by email and never sent, claimed in the transaction that sends them. */
export async function claimAlertEmails(db: DbExecutor, clock: AlertClock): Promise<AlertEmail[]> {
  const agents = await db.select({ id: user.id, email: user.email, name: user.name }).from(user).where(isActiveMember);
  const emails: AlertEmail[] = [];
  for (const agent of agents) {
    const alerts = await claimNewAlerts(db, agent.id, "email", await getChannelAlerts(db, agent.id, "email"), clock);
    if (alerts.length > 0) emails.push({ to: agent.email, name: agent.name, alerts });
  }
  return emails;
}

/** One email per sweep and agent: a single alert is its subject; several are listed, each with its link. */
export function alertMail(email: AlertEmail, publicUrl: string) {
  const [first] = email.alerts;
  const subject =
    email.alerts.length === 1 && first ? `Palco: ${first.title}` : `Palco: ${email.alerts.length} avisos nuevos`;
  const lines = email.alerts.map((alert) => `${alert.title} — ${alert.detail}\n${publicUrl}${alert.href}`);
  const mail = composeMail(email.to, subject, [`Hola, ${email.name}:`, ...lines]);
  const items = email.alerts
    .map(
      (alert) =>
        `<li><a href="${escapeHtml(`${publicUrl}${alert.href}`)}">${escapeHtml(alert.title)}</a><br>${escapeHtml(alert.detail)}</li>`,
    )
    .join("\n");
  return { ...mail, html: `<p>Hola, ${escapeHtml(email.name)}:</p>\n<ul>\n${items}\n</ul>` };
}

/**
 * One sweep: claims what was never sent and sends it, in one transaction, so a failed send leaves its facts
 * unclaimed for the next sweep (the queue also retries the sweep with back-off). The failure is kept, outside the
 * rolled-back transaction, for Configuración to show.
 */
export async function sweepAlertEmails(db: Database, mailer: Mailer, publicUrl: string, clock: AlertClock) {
  try {
    return await db.transaction(async (tx) => {
      const emails = await claimAlertEmails(tx, clock);
      for (const email of emails) await mailer.send(alertMail(email, publicUrl));
      for (const digest of await claimDailyDigests(tx, clock, publicUrl)) await mailer.send(digest);
      return emails.reduce((sent, email) => sent + email.alerts.length, 0);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const value = JSON.stringify({ at: new Date().toISOString(), message: message.slice(0, 300) });
    await db
      .insert(appMeta)
      .values({ key: MAIL_LAST_ERROR, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value } });
    throw error;
  }
}

/** The last failed send, if any: { at, message }. */
export async function lastMailError(db: DbExecutor): Promise<{ at: string; message: string } | null> {
  const result = await db.execute<{ value: string }>(sql`select value from app_meta where key = ${MAIL_LAST_ERROR}`);
  const row = result.rows[0];
  return row ? (JSON.parse(row.value) as { at: string; message: string }) : null;
}
