import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

import { migrationsDir } from "../paths";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { MigrationError, runMigrations } from "./migrate";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

async function tableExists(name: string) {
  const result = await database.pool.query("select to_regclass($1) as found", [`public.${name}`]);
  return result.rows[0]?.found !== null;
}

it("rolls back every statement of a failed migration run and says so", async () => {
  // A copy of the real migrations whose first file ends with a broken statement.
  const folder = mkdtempSync(path.join(tmpdir(), "palco-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const first = path.join(folder, `${journal.entries[0]?.tag}.sql`);
  writeFileSync(
    first,
    readFileSync(first, "utf8") + '\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" text;',
  );

  const failure = await runMigrations(database.db, database.pool, folder).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(MigrationError);
  expect((failure as Error).message).toMatch(/no se ha aplicado ningún cambio/);
  expect(await tableExists("user")).toBe(false);

  await runMigrations(database.db, database.pool);
  expect(await tableExists("user")).toBe(true);
  // A second run finds nothing left to do.
  await runMigrations(database.db, database.pool);
});
