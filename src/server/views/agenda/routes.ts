import { Hono } from "hono";

import { agendaQuerySchema } from "../../../shared/schemas/agenda";
import type { Database } from "../../db/client";
import { keptPages } from "../../db/lib/versioned-view";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { keptJson } from "../../http/kept-json";
import { parseQuery } from "../../http/validation";
import { agendaBetween } from "./queries";

/** /api/agenda?from&to: the market's dates for the calendar (next steps, answers due, signings, window closings). */
export function agendaRoutes(db: Database) {
  // Every source of the agenda raises the "alerts" version: a range is kept per day between writes.
  const ranges = keptPages("alerts", agendaBetween);
  return new Hono<AppEnv>().get("/", async (c) =>
    keptJson(c, await ranges(db, parseQuery(c, agendaQuerySchema), reachOf(c))),
  );
}
