import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";

import { redactSecrets } from "../safe-log";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
};

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on("error", (error: Error & { code?: string }) => {
    // 57P01: the server is shutting down (ours, on stop); nothing to report.
    if (error.code !== "57P01") console.error("PostgreSQL:", redactSecrets(error.message));
  });
  // A client checked out of the pool (a transaction between two queries) has no pool listener: a server that
  // goes away then would emit an unhandled 'error' and end the process. Its next query fails instead (503).
  pool.on("connect", (client) => {
    client.on("error", (error: Error & { code?: string }) => {
      if (error.code !== "57P01") console.error("PostgreSQL (conexión en uso):", redactSecrets(error.message));
    });
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
