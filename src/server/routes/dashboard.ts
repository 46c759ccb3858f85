import { Hono } from "hono";
import type { Database } from "../db/client";
import { getDashboard } from "../db/queries/dashboard";
import type { AppEnv } from "../http/app-env";

export const dashboardRoutes = (db: Database) => new Hono<AppEnv>().get("/", async (c) => c.json(await getDashboard(db)));
