import { cpSync, createReadStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

import { migrationsDir } from "../../paths";
import type { DatabaseHandle } from "../client";
import { runMigrations } from "../migrate";
import { BACKUP_MAGIC, BackupError, END_OF_ROWS, TABLE_PREFIX, type BackupHeader } from "./format";
import { copyColumns, MIGRATION_SEEDED_TABLES, quoteIdentifier } from "./tables";

type Journal = { entries: { tag: string }[] };

/** Whether any Palco table holds a row of data (a database without Palco's tables is empty). */
export async function databaseHasRows(pool: pg.Pool): Promise<boolean> {
  const tables = await pool.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public'",
  );
  for (const { name } of tables.rows) {
    if (MIGRATION_SEEDED_TABLES.has(name)) continue;
    const found = await pool.query(`select 1 from ${quoteIdentifier(name)} limit 1`);
    if (found.rowCount) return true;
  }
  return false;
}

/** A copy of the migrations folder holding only the first `count` migrations: the backup's schema. */
function migrationsUpTo(header: BackupHeader): string {
  const available = readMigrationFiles({ migrationsFolder: migrationsDir });
  const count = header.migrations.length;
  if (count > available.length || header.migrations.some((hash, index) => available[index]?.hash !== hash)) {
    throw new BackupError(
      "La copia es de otra versión de Palco (más nueva o con otro esquema): no se puede restaurar con esta",
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), "palco-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as Journal;
  mkdirSync(path.dirname(journalFile), { recursive: true });
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

async function readHeader(lines: AsyncIterator<string>): Promise<BackupHeader> {
  const magic = await lines.next();
  if (magic.done || magic.value !== BACKUP_MAGIC)
    throw new BackupError("El archivo no es una copia de seguridad de Palco");
  const header = await lines.next();
  try {
    return JSON.parse(header.done ? "" : header.value) as BackupHeader;
  } catch {
    throw new BackupError("La cabecera de la copia de seguridad está dañada");
  }
}

/**
 * Loads a backup into an empty database: the schema as it was when the copy was made, every row in one
 * transaction (all or nothing), then the migrations that came after it.
 */
export async function restoreDatabase(
  database: DatabaseHandle,
  file: string,
): Promise<{ tables: number; rows: number }> {
  if (await databaseHasRows(database.pool)) {
    throw new BackupError("La base de datos no está vacía: restaura en una base de datos nueva o vacía");
  }
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const header = await readHeader(lines);
  const folder = migrationsUpTo(header);
  try {
    await database.pool.query(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public",
    );
    await runMigrations(database.db, database.pool, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  const known = new Map(header.tables.map((table) => [table.name, table]));
  const client = await database.pool.connect();
  let rows = 0;
  let tables = 0;
  try {
    await client.query("begin");
    const names = header.tables.map((table) => quoteIdentifier(table.name));
    // The rows are loaded as they were saved: triggers that derive one table's figures from another's (the
    // payments' sum on an instalment, archiving on delete) must not rewrite them, and the append-only tables'
    // guard must let the new database's seeded rows be replaced. Foreign keys stay checked.
    for (const name of names) await client.query(`alter table ${name} disable trigger user`);
    // Migrations may seed rows of their own (counters...): the backup's rows replace them.
    if (names.length > 0) await client.query(`truncate ${names.join(", ")}`);
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      if (next.value === "") continue;
      const table = next.value.startsWith(TABLE_PREFIX) ? known.get(next.value.slice(TABLE_PREFIX.length)) : undefined;
      if (!table) throw new BackupError("La copia de seguridad está dañada o incompleta");
      tables += 1;
      const copy = client.query(copyFrom(`copy ${copyColumns(table)} from stdin`));
      async function* rowsOfTable() {
        for (let row = await lines.next(); ; row = await lines.next()) {
          if (row.done) throw new BackupError("La copia de seguridad está incompleta");
          if (row.value === END_OF_ROWS) return;
          rows += 1;
          yield `${row.value}\n`;
        }
      }
      await pipeline(rowsOfTable, copy);
    }
    if (tables !== header.tables.length) throw new BackupError("La copia de seguridad está incompleta");
    for (const name of names) await client.query(`alter table ${name} enable trigger user`);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await runMigrations(database.db, database.pool);
  return { tables, rows };
}
