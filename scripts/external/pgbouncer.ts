// Debian's PgBouncer in transaction mode in front of a PostgreSQL server: what an agency puts between several Palco
// processes and its database. Each transaction may run on a different server connection, so nothing a session
// holds (LISTEN, session advisory locks, named prepared statements) survives from one transaction to the next.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { findFreePort } from "../../src/server/db/free-port";

export const PGBOUNCER = "/usr/sbin/pgbouncer";

export type PgBouncer = { urlFor: (databaseName: string) => string; stop: () => Promise<void> };

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** Starts PgBouncer (as the postgres user when run as root, which it refuses) for every database of the server. */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const dir = mkdtempSync(path.join(tmpdir(), "palco-pgbouncer-"));
  const root = process.getuid?.() === 0;
  if (root) chmodSync(dir, 0o777);
  const port = await findFreePort();
  const config = path.join(dir, "pgbouncer.ini");
  writeFileSync(
    config,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port} user=${decodeURIComponent(server.username)} password=${decodeURIComponent(server.password)}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = any",
      "pool_mode = transaction",
      "max_client_conn = 400",
      "default_pool_size = 20",
      "ignore_startup_parameters = extra_float_digits",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(PGBOUNCER, [...(root ? ["-u", "postgres"] : []), config], { stdio: "ignore" });
  const started = Date.now();
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      const log = existsSync(path.join(dir, "pgbouncer.log"))
        ? readFileSync(path.join(dir, "pgbouncer.log"), "utf8")
        : "";
      throw new Error(`PgBouncer no arrancó: ${log.slice(-800)}`);
    }
    await sleep(100);
  }
  return {
    urlFor: (databaseName) => `postgres://palco:palco@127.0.0.1:${port}/${databaseName}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
