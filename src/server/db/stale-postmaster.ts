import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    // Without /proc (macOS) trust the pid file: it names the postmaster that wrote it.
    return true;
  }
}

/**
 * After a `kill -9` of Palco the embedded postmaster keeps running (or leaves its pid file behind),
 * and the next start would fail on the lock. Stop the orphan or drop the stale lock first.
 */
export async function recoverStalePostmaster(pgDataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(pgDataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);

  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgresProcess(pid)) {
    log(`PostgreSQL de una ejecución anterior sigue activo (pid ${pid}); deteniéndolo...`);
    process.kill(pid, "SIGINT");
    for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
    if (isAlive(pid)) {
      process.kill(pid, "SIGKILL");
      await sleep(500);
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}
