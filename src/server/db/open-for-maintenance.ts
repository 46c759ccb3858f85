import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { AppConfig } from "../config";
import { connectDatabase, type DatabaseHandle } from "./client";
import { readOrCreatePassword } from "./embedded-access";
import { connectConfiguredDatabase } from "./open-database";
import { postmasterIdentity } from "./stale-postmaster";

/** The address of the embedded PostgreSQL that a running Palco started in this data folder, if one runs. */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const pgDataDir = path.join(dataDir, "postgres");
  const pidFile = path.join(pgDataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const [pidLine, , , portLine] = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(pidLine ?? "", 10);
  const port = Number.parseInt(portLine ?? "", 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || postmasterIdentity(pid, pgDataDir) !== "ours")
    return undefined;
  const password = readOrCreatePassword(dataDir);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/palco`;
}

/**
 * Palco's database for a maintenance script (backup, restore): DATABASE_URL, the embedded server of a Palco
 * that is running now, or the embedded server started just for the script (and stopped by close()). Nothing is
 * migrated or written on the way: a restore into a new data folder must find its database empty.
 */
export async function openForMaintenance(config: AppConfig, log: (message: string) => void): Promise<DatabaseHandle> {
  const url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  if (url) return connectDatabase(url, { max: 2 });
  return connectConfiguredDatabase(config, log);
}
