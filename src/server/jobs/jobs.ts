import type pg from "pg";
import { PgBoss } from "pg-boss";

import { agencyTimeZone, agencyToday } from "../../shared/domain/calendar-day";
import type { Database } from "../db/client";
import { logError } from "../http/safe-log";
import type { Mailer } from "../mail/mailer";
import { sweepAlertEmails } from "./alert-emails";

export const ALERT_EMAIL_SWEEP = "alert-email-sweep";

/** `sweepNow` queues a sweep at once (the schedule's own runs are every minute). */
export type Jobs = { stop: () => Promise<void>; sweepNow: () => Promise<void> };

/**
 * Scheduled work kept in PostgreSQL (pg-boss): each run happens once across every Palco process on the database,
 * survives a restart, and a run missed while Palco was down happens at the next start. Today: every minute, the
 * alerts the agent wants by email. Nothing is scheduled while Palco sends no email.
 */
export async function startJobs(options: {
  pool: pg.Pool;
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): Promise<Jobs> {
  const { pool, db, mailer, publicUrl } = options;
  if (!mailer.configured) return { stop: async () => {}, sweepNow: async () => {} };
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    schema: "pgboss",
  });
  boss.on("error", (error) => logError("Cola de trabajos:", error));
  await boss.start();
  if (!(await boss.getQueue(ALERT_EMAIL_SWEEP)))
    await boss.createQueue(ALERT_EMAIL_SWEEP, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
  await boss.schedule(ALERT_EMAIL_SWEEP, "* * * * *", null, { tz: agencyTimeZone() });
  await boss.work(ALERT_EMAIL_SWEEP, { pollingIntervalSeconds: 1 }, async () => {
    await sweepAlertEmails(db, mailer, publicUrl, {
      today: agencyToday(),
      now: new Date(),
      timeZone: agencyTimeZone(),
    });
  });
  return {
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
    sweepNow: async () => {
      await boss.send(ALERT_EMAIL_SWEEP, {});
    },
  };
}
