import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { loadConfig } from "../../config";
import { rootDir } from "../../paths";
import { createTestApp, type TestApp } from "../../test/test-app";
import { connectConfiguredDatabase, openDatabase } from "../open-database";
import { loadSampleDataIfEmpty } from "../seed/load-sample-data";
import { dumpDatabase } from "./dump";

// The README's drill on a machine that has never run Palco: a new data folder, `npm run restore -- FILE --yes`,
// then Palco starts on it with every row back.
let source: TestApp;
const folder = mkdtempSync(path.join(tmpdir(), "palco-drill-"));
// mkdtemp makes it private to root; the embedded server runs as its own user and must reach the data folder.
chmodSync(folder, 0o755);
const freshData = path.join(folder, "data");
beforeAll(async () => {
  source = await createTestApp();
  await source.signIn();
  await loadSampleDataIfEmpty(source.database.db);
});
afterAll(async () => {
  await source.close();
  rmSync(folder, { recursive: true, force: true });
});

async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const tables = await pool.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows)
    counts[name] = Number((await pool.query(`select count(*) as n from "${name}"`)).rows[0].n);
  return counts;
}

it(
  "restores a backup into a new data folder with the restore command, and Palco starts on it with every row",
  {
    timeout: 120_000,
  },
  async () => {
    const file = path.join(folder, "copia.palco-backup.gz");
    await dumpDatabase(source.database.pool, file);
    const env: NodeJS.ProcessEnv = { ...process.env, PALCO_DATA_DIR: freshData };
    delete env.DATABASE_URL;
    const restore = spawnSync(process.execPath, ["--import", "tsx", "scripts/restore.ts", file, "--yes"], {
      cwd: rootDir,
      env,
      encoding: "utf8",
    });
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/Restaurada la copia .*: \d+ tablas, \d+ filas\./);

    const config = { ...loadConfig(), databaseUrl: undefined, dataDir: freshData };
    const restored = await connectConfiguredDatabase(config, () => undefined);
    let counts: Record<string, number>;
    try {
      counts = await rowCounts(restored.pool);
    } finally {
      await restored.close();
    }
    expect(counts).toEqual(await rowCounts(source.database.pool));
    expect(counts.players).toBeGreaterThan(0);

    // As `npm start` opens it: nothing is lost; start-up only notes the one-time fills it has checked (app_meta).
    const started = await openDatabase(config, () => undefined);
    try {
      const { app_meta: notes, ...data } = await rowCounts(started.pool);
      const { app_meta: restoredNotes, ...restoredData } = counts;
      expect(data).toEqual(restoredData);
      expect(notes).toBeGreaterThanOrEqual(restoredNotes ?? 0);
    } finally {
      await started.close();
    }
  },
);
