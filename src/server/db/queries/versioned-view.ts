import { eq, sql } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { dataVersions } from "../schema";
import type { DbExecutor } from "./executor";
import { preparedOnce } from "./prepared";

/**
 * A figure computed from whole tables (the dashboard, the pipeline's totals, the event count), kept while the
 * data stays the same. Triggers raise the "dashboard" counter in the same transaction as every write to players,
 * follower snapshots, deals, events and news (migration 0003), so a process answers from the value it computed
 * last while the counter and the agency's day are unchanged: one indexed single-row read instead of a pass over
 * the tables. The value is per process; a write on any process is seen by all at their next request.
 */
export function versionedView<T>(compute: (db: DbExecutor, today: string) => Promise<T>) {
  let kept: { version: number; today: string; value: T } | undefined;
  return async (db: DbExecutor): Promise<T> => {
    const today = agencyToday();
    const statement = preparedOnce(db, "dashboard_version", (name) =>
      db
        .select({ version: dataVersions.version })
        .from(dataVersions)
        .where(eq(dataVersions.name, sql.placeholder("view")))
        .prepare(name),
    );
    const [row] = await statement.execute({ view: "dashboard" });
    const version = row?.version ?? -1;
    if (kept && kept.version === version && kept.today === today && version >= 0) return kept.value;
    const value = await compute(db, today);
    kept = { version, today, value };
    return value;
  };
}
