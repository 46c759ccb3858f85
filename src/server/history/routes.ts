import { Hono } from "hono";

import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType } from "../../shared/domain/activity";
import { roleMay, type TeamResource, type Viewer } from "../../shared/domain/team-roles";
import { listActivityQuerySchema } from "../../shared/schemas/activity";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { parseQuery } from "../http/validation";
import { listActivity } from "./activity";

/** The resource each kind of history line is about: a member reads the history of what their role reads. */
const ENTITY_RESOURCES: Record<ActivityEntityType, TeamResource> = {
  player: "players",
  brand: "brands",
  deal: "deals",
  investment: "investments",
  event: "events",
  news: "news",
  document: "documents",
  okr: "okrs",
  approval: "approvals",
  mandate: "mandates",
  transfer_window: "operations",
  commission: "commissions",
  club: "clubs",
  operation: "operations",
  offer: "operations",
  fifa_rule: "mandates",
  contact: "contacts",
  contact_log: "contacts",
  task: "tasks",
};

const readableKinds = (viewer: Viewer | undefined) =>
  viewer ? ACTIVITY_ENTITY_TYPES.filter((kind) => roleMay(viewer.role, ENTITY_RESOURCES[kind], "read")) : undefined;

/** GET /api/activity?entityType=&entityId=&cursor=: the history, newest first. */
export const activityRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) =>
    c.json(await listActivity(db, parseQuery(c, listActivityQuerySchema), readableKinds(c.get("viewer")))),
  );
