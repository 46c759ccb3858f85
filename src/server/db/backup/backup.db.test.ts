import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { loadSampleDataIfEmpty } from "../seed/load-sample-data";
import { dumpDatabase } from "./dump";
import { restoreDatabase } from "./restore";
import { MIGRATION_SEEDED_TABLES } from "./tables";

let source: TestApp;
const folder = mkdtempSync(path.join(tmpdir(), "palco-backup-"));
const targets: TestDatabase[] = [];
beforeAll(async () => {
  source = await createTestApp();
  await source.signIn();
  await loadSampleDataIfEmpty(source.database.db);
  // Text that COPY must escape: tabs, new lines, backslashes, quotes, accents and emoji.
  await source.database.pool.query(
    `update players set team = E'Club\\tCon\\nSaltos \\\\ "comillas" Ñandú ⚽' where id = (select id from players order by name limit 1)`,
  );
});
afterAll(async () => {
  await source.close();
  for (const target of targets) await target.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function everyRow(pool: pg.Pool): Promise<Record<string, string>> {
  const tables = await pool.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = await pool.query(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${name}" t`,
    );
    prints[name] = result.rows[0].print as string;
  }
  return prints;
}

it("backs up, restores into an empty database and gives back every row of every table", async () => {
  const file = path.join(folder, "copia.palco-backup.gz");
  const dumped = await dumpDatabase(source.database.pool, file);
  expect(dumped.rows).toBeGreaterThan(50);

  const target = await createTestDatabase({ migrate: false });
  targets.push(target);
  const restored = await restoreDatabase(target, file);
  expect(restored).toEqual(dumped);

  const before = await everyRow(source.database.pool);
  const after = await everyRow(target.pool);
  expect(Object.keys(after).length).toBeGreaterThan(10);
  expect(after).toEqual(before);
  expect(before.players).toMatch(/^[1-9]/);
  expect(before.user).toMatch(/^1:/);
});

it("restores into a database Palco has just set up, whose only rows are the ones migrations seed", async () => {
  const file = path.join(folder, "recien.palco-backup.gz");
  // The agent's own edit of a seeded row travels with the backup.
  await source.database.pool.query("update fifa_rules set source = 'Circular de prueba' where key = 'minor-guardian'");
  await dumpDatabase(source.database.pool, file);
  const target = await createTestDatabase();
  targets.push(target);
  await restoreDatabase(target, file);
  const { rows } = await target.pool.query<{ source: string }>(
    "select source from fifa_rules where key = 'minor-guardian'",
  );
  expect(rows).toEqual([{ source: "Circular de prueba" }]);
});

it("refuses to restore over a database that has data, and changes nothing", async () => {
  const file = path.join(folder, "otra.palco-backup.gz");
  await dumpDatabase(source.database.pool, file);
  const before = await everyRow(source.database.pool);
  await expect(restoreDatabase(source.database, file)).rejects.toThrow("La base de datos no está vacía");
  expect(await everyRow(source.database.pool)).toEqual(before);
});

it("refuses a file that is not a Palco backup, or a truncated one, and leaves no rows behind", async () => {
  const notBackup = path.join(folder, "nada.gz");
  writeFileSync(notBackup, gzipSync("hola"));
  const target = await createTestDatabase({ migrate: false });
  targets.push(target);
  await expect(restoreDatabase(target, notBackup)).rejects.toThrow("El archivo no es una copia de seguridad de Palco");

  const full = path.join(folder, "completa.palco-backup.gz");
  await dumpDatabase(source.database.pool, full);
  const { gunzipSync } = await import("node:zlib");
  const { readFileSync } = await import("node:fs");
  const text = gunzipSync(readFileSync(full)).toString();
  const truncated = path.join(folder, "cortada.palco-backup.gz");
  writeFileSync(truncated, gzipSync(text.slice(0, Math.floor(text.length / 2))));
  await expect(restoreDatabase(target, truncated)).rejects.toThrow(/incompleta|dañada/);
  const rows = await everyRow(target.pool);
  expect(
    Object.entries(rows).every(([table, print]) => MIGRATION_SEEDED_TABLES.has(table) || print.startsWith("0:")),
  ).toBe(true);
});
