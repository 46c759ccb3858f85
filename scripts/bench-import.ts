// npm run bench:import [-- --rows 10000]: how fast the CSV import writes deals, through the real app (session,
// validation, exclusivity, commissions and history), on its own throw-away embedded PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { connectDatabase } from "../src/server/db/client";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { runMigrations } from "../src/server/db/migrate";
import { BENCH_ORIGIN, signedInBenchApp } from "./bench-app";

const TARGET_ROWS_PER_SECOND = 2000;
const { values } = parseArgs({ options: { rows: { type: "string", default: "10000" } } });
const ROWS = Number(values.rows);
const PLAYERS = 1000;
const BRANDS = 200;
const STAGES = ["Prospect", "Negociación", "Activa", "Cerrada"];

const dataDir = mkdtempSync(path.join(tmpdir(), "palco-bench-import-"));
const embedded = await startEmbeddedPostgres({ dataDir });
const database = connectDatabase(embedded.url);
try {
  await runMigrations(database.db, database.pool);
  const origin = BENCH_ORIGIN;
  const { app, cookie } = await signedInBenchApp(database, dataDir);
  const importRows = async (resource: string, rows: Record<string, string>[]) => {
    const response = await app.request(`${origin}/api/import/${resource}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
      body: JSON.stringify({ rows }),
    });
    if (response.status !== 201) throw new Error(`${resource}: ${response.status} ${await response.text()}`);
  };
  await importRows(
    "players",
    Array.from({ length: PLAYERS }, (_, index) => ({
      name: `Jugador ${index}`,
      position: "Delantero",
      nationality: "España",
      team: "Club",
    })),
  );
  // One brand per sector: no row can clash on exclusivity, so every row is written.
  await importRows(
    "brands",
    Array.from({ length: BRANDS }, (_, index) => ({ name: `Marca ${index}`, sector: `Sector ${index}` })),
  );
  const deals = Array.from({ length: ROWS }, (_, index) => ({
    player: `Jugador ${index % PLAYERS}`,
    brand: `Marca ${index % BRANDS}`,
    stage: STAGES[index % STAGES.length]!,
    fee: `${(index % 50) * 10_000 + 10_000}€`,
    startDate: "01/01/2027",
  }));
  const started = performance.now();
  await importRows("deals", deals);
  const seconds = (performance.now() - started) / 1000;
  const rate = ROWS / seconds;
  console.log(
    `${ROWS} acuerdos importados en ${seconds.toFixed(1)} s: ${Math.round(rate)} filas/s (objetivo ${TARGET_ROWS_PER_SECOND}) ${rate >= TARGET_ROWS_PER_SECOND ? "✓" : "✗"}`,
  );
  console.log(`Memoria del proceso tras la importación: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB RSS`);
} finally {
  await database.close();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
