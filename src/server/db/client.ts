import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";

import { redactSecrets } from "../safe-log";
import { namePreparedStatements } from "./lib/prepared";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  /**
   * Connections to the server itself, for what needs a session (LISTEN, session advisory locks, migrations, the job
   * queue): the same pool unless DATABASE_URL goes through a transaction pooler and a direct URL is configured.
   */
  direct: pg.Pool;
  directDb: Database;
  /** A streaming replica for reads that may lag (PALCO_READ_DATABASE_URL), chosen per request by db/replica.ts. */
  replica?: { db: Database; pool: pg.Pool };
  close: () => Promise<void>;
};

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
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
  return pool;
}

/**
 * Connects to DATABASE_URL and, when it is a pooler, to the server behind it (`directUrl`). Behind a transaction
 * pooler a named prepared statement would be sent to whichever server connection the next transaction gets, so
 * hot reads are sent unnamed there (db/lib/prepared.ts).
 */
export function connectDatabase(
  url: string,
  options: { max?: number; directUrl?: string; readUrl?: string } = {},
): DatabaseHandle {
  const pool = newPool(url, options.max ?? 10);
  const db = drizzle(pool, { schema });
  const pooled = options.directUrl !== undefined && options.directUrl !== url;
  const direct = pooled ? newPool(options.directUrl!, 4) : pool;
  if (pooled) namePreparedStatements(false);
  const replicaPool =
    options.readUrl && options.readUrl !== url ? newPool(options.readUrl, options.max ?? 10) : undefined;
  const pools = [...new Set([pool, direct, replicaPool])].filter((each) => each !== undefined);
  return {
    db,
    pool,
    direct,
    directDb: pooled ? drizzle(direct, { schema }) : db,
    ...(replicaPool ? { replica: { db: drizzle(replicaPool, { schema }), pool: replicaPool } } : {}),
    close: async () => {
      await Promise.all(pools.map((each) => each.end()));
    },
  };
}
