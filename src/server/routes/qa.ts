import { Hono } from "hono";

import type { Database } from "../db/client";
import { dataIntegrityReport } from "../db/queries/data-integrity";
import type { AppEnv } from "../http/app-env";

/** What the QA runner asks the server about the stored data. */
export function qaRoutes(db: Database) {
  return new Hono<AppEnv>().get("/integrity", async (c) => c.json(await dataIntegrityReport(db)));
}
