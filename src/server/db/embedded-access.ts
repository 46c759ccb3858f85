import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The fixed password of versions before 0.2; a data folder still using it is moved to its own at start. */
export const LEGACY_PASSWORD = "palco-embedded";

const PASSWORD_FILE = "postgres-password";

const isRoot = () => process.getuid?.() === 0;

function postgresGroupId(): number | undefined {
  try {
    return Number.parseInt(
      execFileSync("id", ["-g", "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
      10,
    );
  } catch {
    return undefined;
  }
}

/**
 * The data folder holds the database, the session secret and the database password: only Palco may enter it
 * (0700). As root, PostgreSQL runs as the "postgres" user, which must pass through it to its own folder:
 * the folder then belongs to the postgres group with 0710 (enter, never list). Before that user exists
 * (the very first start as root), others may pass but not list (0711) until initdb has created it.
 */
export function restrictDataDir(dataDir: string): void {
  // Folders made on the way keep the usual mode: a recursive mkdir would give them 0700 too, and the postgres user
  // could not pass through them as root.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!isRoot()) {
    chmodSync(dataDir, 0o700);
    return;
  }
  const gid = postgresGroupId();
  if (gid === undefined || Number.isNaN(gid)) {
    chmodSync(dataDir, 0o711);
    return;
  }
  chownSync(dataDir, 0, gid);
  chmodSync(dataDir, 0o710);
}

/** The embedded server's password: random, made on first start and kept in the data folder (0600). */
export function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, PASSWORD_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) {
      chmodSync(file, 0o600);
      return stored;
    }
  }
  const password = randomBytes(32).toString("base64url");
  writeFileSync(file, password + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

/**
 * Written at every start, so folders made by earlier versions get it too: password (SCRAM) logins over
 * loopback TCP only; Unix sockets are switched off on the command line.
 */
export function writeHostBasedAccess(pgDataDir: string): void {
  writeFileSync(
    path.join(pgDataDir, "pg_hba.conf"),
    "# Written by Palco at every start: SCRAM password logins over loopback TCP only.\n" +
      "host all all 127.0.0.1/32 scram-sha-256\n",
  );
}
