import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { recoverStalePostmaster } from "./stale-postmaster";

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
