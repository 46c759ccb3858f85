import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { versionedView } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { keptJson } from "../../http/kept-json";
import { laggingDb } from "../../http/read-your-writes";
import { dashboardForRole } from "./for-role";
import { getDashboard, getDashboardFigures } from "./queries";

export function dashboardRoutes() {
  // The lists (first players, next events, latest news) are indexed reads, done again after any write; the figures
  // over whole tables only after a write to players, snapshots or deals.
  const currentFigures = versionedView("dashboard-figures", (tx, today) => getDashboardFigures(tx, today), "totals");
  const currentDashboard = versionedView("dashboard", (tx, today) => getDashboard(tx, today, currentFigures));
  return new Hono<AppEnv>().get("/", async (c) => {
    // A member who reaches only their players reads a dashboard of their own: a few rows, read every time.
    const reach = reachOf(c);
    // Figures that may lag: the replica's when one is configured (read-your-writes.ts).
    const reader = await laggingDb(c);
    const dashboard = reach
      ? await getDashboard(reader, agencyToday(), getDashboardFigures, reach)
      : await currentDashboard(reader);
    return keptJson(c, dashboardForRole(dashboard, c.get("viewer")));
  });
}
