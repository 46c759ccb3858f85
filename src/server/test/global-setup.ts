import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

import { connectDatabase } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { onAdmin, TEMPLATE_DATABASE, withDatabase } from "./template-database";

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
    await migrateTemplate(external);
    project.provide("databaseAdminUrl", external);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "palco-vitest-"));
  const embedded = await startEmbeddedPostgres({ dataDir, databaseName: "postgres" });
  // A run's data lives only as long as the run: no write needs to survive a crash, so none waits for the disk
  // (integration project 93 → 83 s).
  await onAdmin(embedded.adminUrl, async (admin) => {
    for (const setting of ["fsync = off", "synchronous_commit = off", "full_page_writes = off"])
      await admin.query(`alter system set ${setting}`);
    await admin.query("select pg_reload_conf()");
  });
  await migrateTemplate(embedded.adminUrl);
  project.provide("databaseAdminUrl", embedded.adminUrl);
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Migrates once into a template, so that every test database is a copy of it instead of running the migrations again. */
async function migrateTemplate(adminUrl: string) {
  await onAdmin(adminUrl, async (admin) => {
    await admin.query(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DATABASE}"`);
  });
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), { max: 2 });
  try {
    await runMigrations(template.db, template.pool);
  } finally {
    await template.close();
  }
}
