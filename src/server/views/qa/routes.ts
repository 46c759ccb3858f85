import { Hono } from "hono";

import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { dataIntegrityReport } from "./data-integrity";

/** What the QA runner asks the server about the stored data. */
export function qaRoutes(db: Database) {
  return new Hono<AppEnv>().get("/integrity", async (c) => c.json(await dataIntegrityReport(db)));
}
