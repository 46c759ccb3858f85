// Proves the DATABASE_URL path: a separate PostgreSQL server stands in for an external one, and Palco processes are
// tried on it as a deployment would run them: two started together on an empty database, a sign-out seen by the
// other process, PostgreSQL restarted under a writer. `--with-suite` also runs the tests that depend on the database
// server against it by URL; CI leaves that out, since `npm test`'s integration run already reaches its own
// embedded server by URL, the same binary and the same code path, and would only be run twice.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { PGBOUNCER, startPgBouncer } from "./external/pgbouncer";
import { startStreamingReplica } from "./external/replica";
import { replicaServesLaggingReads } from "./external/replica-trial";
import {
  restartUnderAWriter,
  revocationReachesTheOtherProcess,
  twoProcessesStartTogether,
  twoWorkersOnOnePort,
  writesAndReadsThroughThePooler,
} from "./external/trials";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The tests whose outcome depends on the PostgreSQL server itself (the rest only reach it through the same SQL and
 * run against the embedded one in `npm test`): migrations, extensions, triggers, locks, LISTEN/NOTIFY, COPY.
 */
const DATABASE_TESTS = [
  "src/server/db/migrate.db.test.ts",
  "src/server/db/backup/backup.db.test.ts",
  "src/server/db/seed/sample-data.db.test.ts",
  "src/server/views/search/routes.db.test.ts",
  "src/server/modules/commissions/routes.db.test.ts",
  "src/server/modules/commissions/kept.db.test.ts",
  "src/server/modules/deals/routes.db.test.ts",
  "src/server/modules/calendar-feed/routes.db.test.ts",
  "src/server/ai/actions/assistant-actions.db.test.ts",
  "src/server/auth/revocation-listener.db.test.ts",
];

/**
 * The same processes with DATABASE_URL on PgBouncer in transaction mode and PALCO_DIRECT_DATABASE_URL on the server
 * (for LISTEN, advisory locks, migrations and the job queue): they start together, write and read, and see each
 * other's sign-outs. CI installs Debian's pgbouncer; elsewhere the round is skipped when it is missing.
 */
async function behindPgBouncer(directUrl: string) {
  if (!existsSync(PGBOUNCER)) {
    if (process.env.CI) throw new Error(`Falta PgBouncer (${PGBOUNCER}): instálalo con apt-get install pgbouncer`);
    console.log("PgBouncer no está instalado: se omite la ronda detrás del pooler");
    return;
  }
  const bouncer = await startPgBouncer(directUrl);
  try {
    const pooledUrl = bouncer.urlFor(new URL(directUrl).pathname.slice(1));
    const [first, second] = await twoProcessesStartTogether(root, pooledUrl, directUrl);
    try {
      await writesAndReadsThroughThePooler(first, second);
      await revocationReachesTheOtherProcess(first, second);
    } catch (error) {
      for (const [index, palco] of [first, second].entries())
        console.error(`Proceso ${index + 1} tras PgBouncer:\n${palco.output.join("").slice(-1500)}`);
      throw error;
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  } finally {
    await bouncer.stop();
  }
}

/** A streaming replica of the same server, built from its binaries; PALCO_READ_DATABASE_URL points at it. */
async function withAReadReplica(adminUrl: string, primaryUrl: string) {
  const replica = await startStreamingReplica({
    adminUrl,
    primaryData: path.join(dataDir, "postgres"),
    replicaData: path.join(dataDir, "replica"),
  });
  try {
    await replicaServesLaggingReads(root, primaryUrl, replica.url("palco_replicated"), replica);
  } finally {
    await replica.stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "palco-external-pg-"));
let server = await startEmbeddedPostgres({ dataDir, databaseName: "palco_external" });
let failed = false;
try {
  console.log("PostgreSQL externo de prueba en", new URL(server.url).host);
  if (process.argv.includes("--with-suite")) {
    const vitest = spawnSync("npx", ["vitest", "run", "--project", "integration", ...DATABASE_TESTS], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, PALCO_TEST_DATABASE_URL: server.adminUrl },
    });
    if (vitest.status !== 0) throw new Error("La suite de integración falló contra DATABASE_URL");
  }

  // An empty database of its own for each round of process trials, on the same server.
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query("create database palco_pair");
  await admin.query("create database palco_pooled");
  await admin.query("create database palco_workers");
  await admin.query("create database palco_replicated");
  await admin.end();

  await twoWorkersOnOnePort(root, server.url.replace(/\/palco_external$/, "/palco_workers"));
  await behindPgBouncer(server.url.replace(/\/palco_external$/, "/palco_pooled"));
  await withAReadReplica(server.adminUrl, server.url.replace(/\/palco_external$/, "/palco_replicated"));
  const pairUrl = server.url.replace(/\/palco_external$/, "/palco_pair");

  const [first, second] = await twoProcessesStartTogether(root, pairUrl);
  try {
    await revocationReachesTheOtherProcess(first, second);
    await restartUnderAWriter(first, async () => {
      await server.stop();
      await sleep(500);
      // Same folder, same port: to Palco it is the same server coming back.
      server = await startEmbeddedPostgres({
        dataDir,
        databaseName: "palco_external",
        port: Number(new URL(server.url).port),
      });
    });
  } catch (error) {
    // What each process said last: a trial's failure is usually one of them having stopped.
    for (const [index, palco] of [first, second].entries())
      console.error(
        `Proceso ${index + 1} (código de salida ${palco.child.exitCode ?? "ninguno"}):\n${palco.output.join("").slice(-1500)}`,
      );
    throw error;
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
