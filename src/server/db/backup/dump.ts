import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";

import { BACKUP_MAGIC, END_OF_ROWS, TABLE_PREFIX, type BackupHeader } from "./format";
import { copyColumns, tablesInDependencyOrder } from "./tables";

/**
 * Writes every row of every Palco table to a gzip file, all read in one snapshot (REPEATABLE READ), so the
 * copy is consistent while Palco keeps running. Rows travel in PostgreSQL's own COPY text format.
 */
export async function dumpDatabase(pool: pg.Pool, file: string): Promise<{ tables: number; rows: number }> {
  const client = await pool.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (data: string | Buffer) => {
    if (!gzip.write(data)) await once(gzip, "drain");
  };
  let rows = 0;
  try {
    await client.query("begin isolation level repeatable read read only");
    const tables = await tablesInDependencyOrder(client);
    const migrations = await client.query<{ hash: string }>(
      "select hash from drizzle.__drizzle_migrations order by created_at",
    );
    const header: BackupHeader = {
      createdAt: new Date().toISOString(),
      migrations: migrations.rows.map((row) => row.hash),
      tables,
    };
    await write(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(`${TABLE_PREFIX}${table.name}\n`);
      for await (const chunk of client.query(copyTo(`copy ${copyColumns(table)} to stdout`)) as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 10) rows += 1;
        await write(chunk);
      }
      await write(`${END_OF_ROWS}\n`);
    }
    await client.query("commit");
    gzip.end();
    await written;
    return { tables: tables.length, rows };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
