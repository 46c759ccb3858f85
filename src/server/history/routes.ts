import { Hono } from "hono";

import { listActivityQuerySchema } from "../../shared/schemas/activity";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { parseQuery } from "../http/validation";
import { listActivity } from "./activity";

/** GET /api/activity?entityType=&entityId=&cursor=: the history, newest first. */
export const activityRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) => c.json(await listActivity(db, parseQuery(c, listActivityQuerySchema))));
