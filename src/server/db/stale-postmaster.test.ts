import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

import { DataDirInUseError, postmasterIdentity, recoverStalePostmaster } from "./stale-postmaster";

it("removes a lock file left by a postmaster that no longer runs", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "palco-pid-"));
  const pidFile = path.join(dir, "postmaster.pid");
  // PIDs are capped well below this on Linux, so it names no live process.
  writeFileSync(pidFile, "99999999\n/some/dir\n");
  await recoverStalePostmaster(dir, () => undefined);
  expect(existsSync(pidFile)).toBe(false);
});

it("leaves a data folder without a lock file alone", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "palco-pid-"));
  await expect(recoverStalePostmaster(dir, () => undefined)).resolves.toBeUndefined();
});

function spawnIdle(program: string, args: string[]) {
  return spawn(program, ["-e", "setInterval(() => {}, 1000)", "--", ...args], { stdio: "ignore" });
}

it("leaves alone an unrelated process that reuses the pid, even one that mentions postgres", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "palco-pid-"));
  const decoy = spawnIdle(process.execPath, ["postgres", "-D", dir]);
  try {
    writeFileSync(path.join(dir, "postmaster.pid"), `${decoy.pid}\n${dir}\n`);
    await recoverStalePostmaster(dir, () => undefined);
    expect(decoy.exitCode).toBeNull();
    expect(() => process.kill(decoy.pid ?? 0, 0)).not.toThrow();
    // Its lock was stale: PostgreSQL may start.
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
    expect(postmasterIdentity(decoy.pid ?? 0, dir)).toBe("other");
  } finally {
    decoy.kill("SIGKILL");
  }
});

it("recognises the postmaster of this folder by its -D argument, and refuses to touch one a running Palco owns", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "palco-pid-"));
  // A program called "postgres" started with "-D <this folder>", whose parent (this test) is a Node process.
  const binary = path.join(dir, "postgres");
  symlinkSync(process.execPath, binary);
  const postmaster = spawnIdle(binary, ["-D", dir]);
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(postmasterIdentity(postmaster.pid ?? 0, dir)).toBe("ours");
    expect(postmasterIdentity(postmaster.pid ?? 0, path.join(dir, "otra"))).toBe("other");
    writeFileSync(path.join(dir, "postmaster.pid"), `${postmaster.pid}\n${dir}\n`);
    await expect(recoverStalePostmaster(dir, () => undefined)).rejects.toThrow(DataDirInUseError);
    expect(postmaster.exitCode).toBeNull();
  } finally {
    postmaster.kill("SIGKILL");
  }
});
