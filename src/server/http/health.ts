import { sql } from "drizzle-orm";
import { Hono } from "hono";

import type { Database } from "../db/client";
import type { AppEnv } from "./app-env";

export function healthRoutes(db: Database, version: string) {
  return new Hono<AppEnv>().get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      const started = performance.now();
      await db.execute(sql`select 1`);
      const databaseMs = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: "ok", database: "ok", version, databaseMs });
    } catch {
      return c.json({ status: "error", database: "unavailable", version }, 503);
    }
  });
}
