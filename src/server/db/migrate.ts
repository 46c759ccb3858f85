import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

import { migrationsDir } from "../paths";
import { ADVISORY_LOCKS } from "./advisory-locks";
import type { Database } from "./client";

export class MigrationError extends Error {}

// Shared by every Palco process, so that several starting at once migrate one at a time.
const MIGRATION_LOCK_KEY = ADVISORY_LOCKS.migrations;

/** Applies pending migrations; drizzle runs them in one transaction, so a failure leaves the schema as it was. */
export async function runMigrations(db: Database, pool: pg.Pool, folder = migrationsDir): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder: folder });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new MigrationError(
      `La migración de la base de datos ha fallado y no se ha aplicado ningún cambio: ${reason}`,
      {
        cause: error,
      },
    );
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
