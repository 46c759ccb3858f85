import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { Database } from "../../db/client";
import { versionedView } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { keptJson } from "../../http/kept-json";
import { dashboardForRole } from "./for-role";
import { getDashboard, getDashboardFigures } from "./queries";

export function dashboardRoutes(db: Database) {
  // The lists (first players, next events, latest news) are indexed reads, done again after any write; the figures
  // over whole tables only after a write to players, snapshots or deals.
  const currentFigures = versionedView("dashboard-figures", (tx, today) => getDashboardFigures(tx, today), "totals");
  const currentDashboard = versionedView("dashboard", (tx, today) => getDashboard(tx, today, currentFigures));
  return new Hono<AppEnv>().get("/", async (c) => {
    // A member who reaches only their players reads a dashboard of their own: a few rows, read every time.
    const reach = reachOf(c);
    const dashboard = reach
      ? await getDashboard(db, agencyToday(), getDashboardFigures, reach)
      : await currentDashboard(db);
    return keptJson(c, dashboardForRole(dashboard, c.get("viewer")));
  });
}
