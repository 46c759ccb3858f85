import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Both src/server/paths.ts and the bundled dist/server/main.js sit two folders below the project root.
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const migrationsDir = path.join(rootDir, "src/server/db/migrations");

export const webDistDir = path.join(rootDir, "dist/web");

export const appVersion: string = (
  JSON.parse(readFileSync(path.join(rootDir, "package.json"), "utf8")) as { version: string }
).version;
