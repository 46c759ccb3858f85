import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one, or the server named by PALCO_TEST_DATABASE_URL
 * (a maintenance database on which the test user may CREATE DATABASE).
 */
export default async function setup(project: TestProject) {
  const external = process.env.PALCO_TEST_DATABASE_URL;
  if (external) {
    project.provide("databaseAdminUrl", external);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "palco-vitest-"));
  const embedded = await startEmbeddedPostgres({ dataDir, databaseName: "postgres" });
  project.provide("databaseAdminUrl", embedded.adminUrl);
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
