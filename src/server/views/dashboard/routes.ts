import { Hono } from "hono";

import type { Database } from "../../db/client";
import { versionedView } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { keptJson } from "../../http/kept-json";
import { dashboardForRole } from "./for-role";
import { getDashboard, getDashboardFigures } from "./queries";

export function dashboardRoutes(db: Database) {
  // The lists (first players, next events, latest news) are indexed reads, done again after any write; the figures
  // over whole tables only after a write to players, snapshots or deals.
  const currentFigures = versionedView("dashboard-figures", getDashboardFigures, "totals");
  const currentDashboard = versionedView("dashboard", (tx, today) => getDashboard(tx, today, currentFigures));
  return new Hono<AppEnv>().get("/", async (c) =>
    keptJson(c, dashboardForRole(await currentDashboard(db), c.get("viewer"))),
  );
}
