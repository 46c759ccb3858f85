import { Hono } from "hono";

import { roleMay, type TeamResource, type Viewer } from "../../../shared/domain/team-roles";
import { SEARCH_KINDS, searchQuerySchema, type SearchKind } from "../../../shared/schemas/search";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validation";
import { searchEverything, type SearchAccess } from "./queries";

const RESOURCE_OF_KIND: Record<SearchKind, TeamResource> = {
  player: "players",
  brand: "brands",
  deal: "deals",
  club: "clubs",
  contact: "contacts",
  operation: "operations",
  event: "events",
  news: "news",
  document: "documents",
  okr: "okrs",
  mandate: "mandates",
};

/** The kinds the member's role reads, and a deal's fee only for a role that sees money. */
const accessOf = (viewer: Viewer | undefined): SearchAccess | undefined =>
  viewer && {
    kinds: SEARCH_KINDS.filter((kind) => roleMay(viewer.role, RESOURCE_OF_KIND[kind], "read")),
    money: !viewer.hidden.includes("money"),
  };

/** GET /api/search?q=: the command palette's results, every kind at once. */
export const searchRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) =>
    c.json(await searchEverything(db, parseQuery(c, searchQuerySchema).q, accessOf(c.get("viewer")))),
  );
