import { Hono } from "hono";

import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType } from "../../shared/domain/activity";
import { RECORD_RESOURCES } from "../../shared/domain/kind-resources";
import { roleMay, type Viewer } from "../../shared/domain/team-roles";
import { listActivityQuerySchema, type ListActivityQuery } from "../../shared/schemas/activity";
import type { Database } from "../db/client";
import { keptPages } from "../db/lib/versioned-view";
import type { AppEnv } from "../http/app-env";
import { reachOf } from "../http/crud-routes";
import { keptJson } from "../http/kept-json";
import { parseQuery } from "../http/validation";
import { listActivity } from "./activity";

/** A member reads the history of what their role reads. */
const readableKinds = (viewer: Viewer | undefined) =>
  viewer ? ACTIVITY_ENTITY_TYPES.filter((kind) => roleMay(viewer.role, RECORD_RESOURCES[kind], "read")) : undefined;

/** GET /api/activity?entityType=&entityId=&cursor=: the history, newest first. */
export function activityRoutes(db: Database) {
  // Every recorded write raises the "alerts" version (migration 0077): pages are kept per query and role's kinds.
  const pages = keptPages(
    "alerts",
    (tx, { query, kinds }: { query: ListActivityQuery; kinds?: ActivityEntityType[] }, reach) =>
      listActivity(tx, query, kinds, reach),
  );
  return new Hono<AppEnv>().get("/", async (c) =>
    keptJson(
      c,
      await pages(
        db,
        { query: parseQuery(c, listActivityQuerySchema), kinds: readableKinds(c.get("viewer")) },
        reachOf(c),
      ),
    ),
  );
}
