import { Hono } from "hono";

import { agendaQuerySchema } from "../../../shared/schemas/agenda";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { reachOf } from "../../http/crud-routes";
import { parseQuery } from "../../http/validation";
import { agendaBetween } from "./queries";

/** /api/agenda?from&to: the market's dates for the calendar (next steps, answers due, signings, window closings). */
export const agendaRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) =>
    c.json(await agendaBetween(db, parseQuery(c, agendaQuerySchema), reachOf(c))),
  );
