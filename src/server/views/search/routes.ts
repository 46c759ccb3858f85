import { Hono } from "hono";

import { searchQuerySchema } from "../../../shared/schemas/search";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseQuery } from "../../http/validation";
import { searchEverything } from "./queries";

/** GET /api/search?q=: the command palette's results, every kind at once. */
export const searchRoutes = (db: Database) =>
  new Hono<AppEnv>().get("/", async (c) => c.json(await searchEverything(db, parseQuery(c, searchQuerySchema).q)));
