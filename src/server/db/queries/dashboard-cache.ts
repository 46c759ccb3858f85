import { eq, sql } from "drizzle-orm";
import type { Dashboard } from "../../../shared/schemas/dashboard";
import { dataVersions } from "../schema";
import { getDashboard } from "./dashboard";
import { todayIso } from "./dates";
import type { DbExecutor } from "./executor";
import { preparedOnce } from "./prepared";

/**
 * The dashboard as of the data's current version. Triggers raise the "dashboard" counter in the same transaction
 * as every write to the tables it reads, so a process answers from the view it computed last while the counter
 * and the agency's day stay the same: one indexed single-row read instead of a pass over every table. The view
 * is per process; a write on any process is seen by all at their next request.
 */
export function dashboardCache() {
  let kept: { version: number; today: string; dashboard: Dashboard } | undefined;
  return async (db: DbExecutor): Promise<Dashboard> => {
    const today = todayIso();
    const statement = preparedOnce(db, "dashboard_version", (name) =>
      db.select({ version: dataVersions.version }).from(dataVersions).where(eq(dataVersions.name, sql.placeholder("view"))).prepare(name),
    );
    const [row] = await statement.execute({ view: "dashboard" });
    const version = row?.version ?? -1;
    if (kept && kept.version === version && kept.today === today && version >= 0) return kept.dashboard;
    const dashboard = await getDashboard(db, today);
    kept = { version, today, dashboard };
    return dashboard;
  };
}
