import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from "node:fs";
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

function commandLine(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    try {
      // Without /proc (macOS): ps gives the arguments joined by spaces.
      return execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" })
        .trim()
        .split(/\s+/);
    } catch {
      return undefined;
    }
  }
}

const samePath = (a: string, b: string) => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
};

/**
 * Whether pid is the postmaster of this data folder: a postgres binary started with "-D <this folder>",
 * or one whose working directory is it (a postmaster works inside its data folder). A pid that was
 * reused by an unrelated process, even one that mentions postgres, is "other"; "unknown" when the
 * system tells nothing.
 */
export function postmasterIdentity(pid: number, pgDataDir: string): "ours" | "other" | "unknown" {
  const args = commandLine(pid);
  if (!args) return "unknown";
  const program = path.basename(args[0] ?? "");
  if (!/^postgres/.test(program)) return "other";
  const dataFlag = args.indexOf("-D");
  if (dataFlag >= 0 && args[dataFlag + 1]) return samePath(args[dataFlag + 1] ?? "", pgDataDir) ? "ours" : "other";
  try {
    return samePath(readlinkSync(`/proc/${pid}/cwd`), pgDataDir) ? "ours" : "other";
  } catch {
    return "unknown";
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

  const identity = Number.isInteger(pid) && pid > 0 && isAlive(pid) ? postmasterIdentity(pid, pgDataDir) : "gone";
  // Unverifiable: keep the lock and let PostgreSQL itself refuse to start beside a live postmaster.
  if (identity === "unknown") return;
  if (identity === "ours") {
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
