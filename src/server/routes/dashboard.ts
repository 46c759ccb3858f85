import { Hono } from "hono";

import type { Database } from "../db/client";
import { getDashboard } from "../db/queries/dashboard";
import { versionedView } from "../db/queries/versioned-view";
import type { AppEnv } from "../http/app-env";
import { keptJson } from "../http/kept-json";

export function dashboardRoutes(db: Database) {
  const currentDashboard = versionedView("dashboard", getDashboard);
  return new Hono<AppEnv>().get("/", async (c) => keptJson(c, await currentDashboard(db)));
}
