import { Hono } from "hono";

import { RECORD_RESOURCES } from "../../../shared/domain/kind-resources";
import { roleMay, type Viewer } from "../../../shared/domain/team-roles";
import { SEARCH_KINDS, searchQuerySchema } from "../../../shared/schemas/search";
import type { PlayerReach } from "../../db/lib/player-reach";
import { keptPages } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { keptJson } from "../../http/kept-json";
import { laggingDb } from "../../http/read-your-writes";
import { parseQuery } from "../../http/validation";
import { searchEverything, type SearchAccess } from "./queries";

/** The kinds the member's role reads, and a deal's fee only for a role that sees money. */
const accessOf = (viewer: Viewer | undefined, reach: PlayerReach): SearchAccess | undefined =>
  viewer && {
    kinds: SEARCH_KINDS.filter((kind) => roleMay(viewer.role, RECORD_RESOURCES[kind], "read")),
    money: !viewer.hidden.includes("money"),
    medical: !viewer.hidden.includes("medical"),
    reach,
  };

/**
 * GET /api/search?q=: the command palette's results, every kind at once. Every kind it searches raises the
 * "alerts" version: an answer is kept per words and access between writes, as members look for the same names.
 */
export function searchRoutes() {
  const answers = keptPages("alerts", (tx, { q, access }: { q: string; access?: Omit<SearchAccess, "reach"> }, reach) =>
    searchEverything(tx, q, access && { ...access, reach: reach ?? null }),
  );
  return new Hono<AppEnv>().get("/", async (c) => {
    const access = accessOf(c.get("viewer"), reachOf(c));
    const { q } = parseQuery(c, searchQuerySchema);
    // Searches may lag: the replica's when one is configured (read-your-writes.ts).
    const reader = await laggingDb(c);
    return keptJson(
      c,
      await answers(
        reader,
        { q, access: access && { kinds: access.kinds, money: access.money, medical: access.medical } },
        access?.reach ?? null,
      ),
    );
  });
}
