import { eq, sql, sum } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { dataVersions } from "../schema";
import type { DbExecutor } from "./executor";
import { preparedOnce } from "./prepared";

/**
 * A figure computed from whole tables (the dashboard, the pipeline's totals, the event count), kept while the
 * data stays the same. Triggers raise the "dashboard" counter in the same transaction as every write to players,
 * follower snapshots, deals, events and news (migrations 0003 and 0043), so a process answers from the value it
 * computed last while the counter and the agency's day are unchanged: one indexed read of the counter's rows
 * instead of a pass over the tables. The value is per process; a write on any process is seen by all at their next
 * request. Requests that arrive while the new value is being computed wait for that one computation (single
 * flight) instead of each starting their own pass over the tables.
 */
export function versionedView<T>(compute: (db: DbExecutor, today: string) => Promise<T>) {
  let kept: { version: number; today: string; value: Promise<T> } | undefined;
  return async (db: DbExecutor): Promise<T> => {
    const today = agencyToday();
    const statement = preparedOnce(db, "dashboard_version", (name) =>
      db
        .select({ version: sum(dataVersions.version).mapWith(Number) })
        .from(dataVersions)
        .where(eq(dataVersions.name, sql.placeholder("view")))
        .prepare(name),
    );
    const [row] = await statement.execute({ view: "dashboard" });
    const version = row?.version ?? -1;
    // A request that read the counter just before another's write may find a newer value kept: it is as good.
    if (kept && kept.today === today && version >= 0 && kept.version >= version) return kept.value;
    const entry = { version, today, value: compute(db, today) };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };
}
