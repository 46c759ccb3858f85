import { Hono } from "hono";
import type { Database } from "../db/client";
import { dashboardCache } from "../db/queries/dashboard-cache";
import type { AppEnv } from "../http/app-env";

export function dashboardRoutes(db: Database) {
  const currentDashboard = dashboardCache();
  return new Hono<AppEnv>().get("/", async (c) => c.json(await currentDashboard(db)));
}
