import type pg from "pg";
import PgBoss from "pg-boss";

import { agencyTimeZone, agencyToday } from "../../shared/domain/calendar-day";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { sendPendingRecords, type SenderOptions } from "../modules/verifactu";
import type { Pusher } from "../push/pusher";
import { logError } from "../safe-log";
import { sweepAlertEmails } from "./alert-emails";
import { sweepAlertPushes } from "./alert-pushes";
import { sweepApprovalPushes } from "./approval-pushes";

// Named when it only sent email; kept, as databases already hold its schedule.
export const ALERT_SWEEP = "alert-email-sweep";
/** Sends pending VERI*FACTU records when sending is on; a run with nothing to send does nothing. */
export const VERIFACTU_SEND = "verifactu-send";

/** `sweepNow` queues a sweep at once (the schedule's own runs are every minute). */
export type Jobs = { stop: () => Promise<void>; sweepNow: () => Promise<void> };

/**
 * Scheduled work kept in PostgreSQL (pg-boss): each run happens once across every Palco process on the database,
 * survives a restart, and a run missed while Palco was down happens at the next start. Today: every minute, the
 * alerts the agent wants by email (when Palco has SMTP) and as push on their devices, and the questions
 * waiting for a player, on the player's devices.
 */
export async function startJobs(options: {
  pool: pg.Pool;
  db: Database;
  mailer: Mailer;
  pusher: Pusher;
  publicUrl: string;
  verifactu: SenderOptions;
}): Promise<Jobs> {
  const { pool, db, mailer, pusher, publicUrl, verifactu } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    schema: "pgboss",
  });
  boss.on("error", (error) => logError("Cola de trabajos:", error));
  // pg-boss creates its schema on first start, and two processes starting together on a fresh database would both
  // try (one fails on the schema's name): the first start of each process waits for the others'.
  const starter = await pool.connect();
  try {
    await starter.query("select pg_advisory_lock(hashtext('palco_jobs_start'))");
    await boss.start();
    if (!(await boss.getQueue(ALERT_SWEEP)))
      await boss.createQueue(ALERT_SWEEP, { name: ALERT_SWEEP, retryLimit: 3, retryDelay: 30, retryBackoff: true });
    await boss.schedule(ALERT_SWEEP, "* * * * *", {}, { tz: agencyTimeZone() });
    if (!(await boss.getQueue(VERIFACTU_SEND)))
      await boss.createQueue(VERIFACTU_SEND, { name: VERIFACTU_SEND, retryLimit: 0, policy: "singleton" });
    await boss.schedule(VERIFACTU_SEND, "* * * * *", {}, { tz: agencyTimeZone() });
  } finally {
    await starter.query("select pg_advisory_unlock(hashtext('palco_jobs_start'))").catch(() => undefined);
    starter.release();
  }
  await boss.work(ALERT_SWEEP, { pollingIntervalSeconds: 1 }, async () => {
    const clock = { today: agencyToday(), now: new Date(), timeZone: agencyTimeZone() };
    // Push first: a failing SMTP server (which throws for the queue to retry) must not hold the phone's alerts back.
    await sweepAlertPushes(db, pusher, clock);
    await sweepApprovalPushes(db, pusher);
    if (mailer.configured) await sweepAlertEmails(db, mailer, publicUrl, clock);
  });
  await boss.work(VERIFACTU_SEND, { pollingIntervalSeconds: 5 }, async () => {
    await sendPendingRecords(db, verifactu);
  });
  return {
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
    sweepNow: async () => {
      await boss.send(ALERT_SWEEP, {});
    },
  };
}
