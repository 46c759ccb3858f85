import { Hono } from "hono";

import { RECORD_RESOURCES } from "../../../shared/domain/kind-resources";
import { roleMay, type Viewer } from "../../../shared/domain/team-roles";
import { SEARCH_KINDS, searchQuerySchema } from "../../../shared/schemas/search";
import type { Database } from "../../db/client";
import type { PlayerReach } from "../../db/lib/player-reach";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { parseQuery } from "../../http/validation";
import { searchEverything, type SearchAccess } from "./queries";

/** The kinds the member's role reads, and a deal's fee only for a role that sees money. */
const accessOf = (viewer: Viewer | undefined, reach: PlayerReach): SearchAccess | undefined =>
  viewer && {
    kinds: SEARCH_KINDS.filter((kind) => roleMay(viewer.role, RECORD_RESOURCES[kind], "read")),
    money: !viewer.hidden.includes("money"),
    reach,
  };

/** GET /api/search?q=: the command palette's results, every kind at once. */
export const searchRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) =>
    c.json(await searchEverything(db, parseQuery(c, searchQuerySchema).q, accessOf(c.get("viewer"), reachOf(c)))),
  );
