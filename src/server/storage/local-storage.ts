import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

import type { FileStorage } from "./storage";

// A partial file untouched this long belongs to no live upload: a request ends within Node's 300 s timeout.
const STALE_PARTIAL_MS = 10 * 60_000;

/** Files in a folder (./data/files): written under a temporary name and renamed once complete. */
export function localStorage(folder: string): FileStorage {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  sweepStalePartials(folder);
  const fileOf = (key: string) => {
    if (!/^[\w.-]+$/.test(key)) throw new Error("Clave de archivo no válida");
    return path.join(folder, key);
  };
  return {
    put: async (key, body) => {
      const target = fileOf(key);
      const partial = `${target}.${randomBytes(6).toString("hex")}.partial`;
      const out = createWriteStream(partial, { mode: 0o600 });
      try {
        await pipeline(body, out);
        await rename(partial, target);
      } catch (error) {
        // The file may be opened only after the failure: remove it once the stream has let go of it.
        if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      const file = fileOf(key);
      const found = await stat(file).catch(() => undefined);
      return found?.isFile() ? createReadStream(file) : undefined;
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

/**
 * Removes what a process that ended mid-upload left behind. Another process sharing the folder may be writing a
 * partial file right now, so only those nobody has written to for a while go.
 */
function sweepStalePartials(folder: string, now = Date.now()) {
  for (const name of readdirSync(folder)) {
    if (!name.endsWith(".partial")) continue;
    const file = path.join(folder, name);
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && now - modified > STALE_PARTIAL_MS) rmSync(file, { force: true });
  }
}
