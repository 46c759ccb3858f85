import { Hono } from "hono";

import { ACTIVITY_ENTITY_TYPES } from "../../shared/domain/activity";
import { RECORD_RESOURCES } from "../../shared/domain/kind-resources";
import { roleMay, type Viewer } from "../../shared/domain/team-roles";
import { listActivityQuerySchema } from "../../shared/schemas/activity";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { reachOf } from "../http/crud-routes";
import { parseQuery } from "../http/validation";
import { listActivity } from "./activity";

/** A member reads the history of what their role reads. */
const readableKinds = (viewer: Viewer | undefined) =>
  viewer ? ACTIVITY_ENTITY_TYPES.filter((kind) => roleMay(viewer.role, RECORD_RESOURCES[kind], "read")) : undefined;

/** GET /api/activity?entityType=&entityId=&cursor=: the history, newest first. */
export const activityRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) =>
    c.json(await listActivity(db, parseQuery(c, listActivityQuerySchema), readableKinds(c.get("viewer")), reachOf(c))),
  );
