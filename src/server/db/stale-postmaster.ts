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

function parentPid(pid: number): number | undefined {
  try {
    // The command name in /proc/<pid>/stat may hold spaces; the fields after its closing ")" do not.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
}

export class DataDirInUseError extends Error {}

/**
 * After a `kill -9` of Palco the embedded postmaster keeps running (or leaves its pid file behind),
 * and the next start would fail on the lock. Stop the orphan or drop the stale lock first.
 */
export async function recoverStalePostmaster(pgDataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(pgDataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);

  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && isPostgresProcess(pid)) {
    const parent = parentPid(pid);
    // A postmaster still owned by a live Node process belongs to a running Palco: never touch it.
    if (parent !== undefined && parent > 1 && isAlive(parent) && isNodeProcess(parent)) {
      throw new DataDirInUseError(
        `La carpeta de datos ${path.dirname(pgDataDir)} ya la usa otro proceso de Palco (pid ${parent}). Detenlo antes de iniciar otro.`,
      );
    }
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
