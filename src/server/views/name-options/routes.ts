import type { Hono } from "hono";

import { nameOptionsQuerySchema, type NameOptionsQuery } from "../../../shared/schemas/common";
import type { Database } from "../../db/client";
import type { PlayerReach } from "../../db/lib/player-reach";
import { keptPages } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { keptJson } from "../../http/kept-json";
import { parseQuery } from "../../http/validation";
import { listNameOptions } from "./queries";

/**
 * GET /options for a resource's form pickers: ids and names only, searched as the agent types, kept per data version
 * (the "alerts" version moves with every write to players, brands and clubs). Registered before "/:id".
 */
export function nameOptionsRoute(db: Database, table: "players" | "brands" | "clubs") {
  const options = keptPages("alerts", (tx, query: NameOptionsQuery, reach?: PlayerReach) =>
    listNameOptions(tx, table, query, reach),
  );
  return (app: Hono<AppEnv>) =>
    app.get("/options", async (c) => keptJson(c, await options(db, parseQuery(c, nameOptionsQuerySchema), reachOf(c))));
}
