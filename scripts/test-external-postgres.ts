// Proves the DATABASE_URL path: a separate PostgreSQL server stands in for an external one, then
// the integration suite runs against it by URL and Palco itself starts on it and reports healthy.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { findFreePort } from "../src/server/db/free-port";

const root = path.resolve(import.meta.dirname, "..");

const dataDir = mkdtempSync(path.join(tmpdir(), "palco-external-pg-"));
const server = await startEmbeddedPostgres({ dataDir, databaseName: "palco_external" });
let failed = false;
try {
  console.log("PostgreSQL externo de prueba en", new URL(server.url).host);
  const vitest = spawnSync("npx", ["vitest", "run", "src/server"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PALCO_TEST_DATABASE_URL: server.adminUrl },
  });
  if (vitest.status !== 0) throw new Error("La suite de integración falló contra DATABASE_URL");

  const port = await findFreePort();
  const palcoData = mkdtempSync(path.join(tmpdir(), "palco-external-app-"));
  const palco = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: String(port), DATABASE_URL: server.url, PALCO_DATA_DIR: palcoData },
  });
  try {
    let health: { database?: string } | undefined;
    for (let attempt = 0; attempt < 60 && !health; attempt++) {
      await sleep(500);
      health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json() as Promise<{ database?: string }>).catch(() => undefined);
    }
    if (health?.database !== "ok") throw new Error(`Palco no arrancó sobre DATABASE_URL: ${JSON.stringify(health)}`);
    console.log("Palco sobre DATABASE_URL:", JSON.stringify(health));
  } finally {
    palco.kill("SIGTERM");
    await new Promise((resolve) => palco.once("exit", resolve));
    rmSync(palcoData, { recursive: true, force: true });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
