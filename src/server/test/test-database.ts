import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";

function withDatabase(url: string, database: string) {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("databaseAdminUrl") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export type TestDatabase = DatabaseHandle & { url: string; drop: () => Promise<void> };

/** A new, empty database on the run's PostgreSQL; migrated unless told otherwise. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `palco_test_${randomBytes(6).toString("hex")}`;
  await onAdmin((client) => client.query(`create database "${name}"`));
  const url = withDatabase(inject("databaseAdminUrl"), name);
  const handle = connectDatabase(url, { max: 4 });
  if (options.migrate !== false) await runMigrations(handle.db, handle.pool);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await onAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
