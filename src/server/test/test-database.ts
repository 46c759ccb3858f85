import { randomBytes } from "node:crypto";
import type pg from "pg";
import { inject } from "vitest";

import { connectDatabase, type DatabaseHandle } from "../db/client";
import { onAdmin, TEMPLATE_DATABASE, withDatabase } from "./template-database";

const onRunAdmin = <T>(run: (client: pg.Client) => Promise<T>) => onAdmin(inject("databaseAdminUrl"), run);

export type TestDatabase = DatabaseHandle & { url: string; drop: () => Promise<void> };

/** A new database on the run's PostgreSQL: a copy of the migrated template, or empty when told not to migrate. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `palco_test_${randomBytes(6).toString("hex")}`;
  const template = options.migrate === false ? "" : ` template "${TEMPLATE_DATABASE}"`;
  await onRunAdmin((client) => client.query(`create database "${name}"${template}`));
  const url = withDatabase(inject("databaseAdminUrl"), name);
  const handle = connectDatabase(url, { max: 4 });
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await onRunAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
