import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { staleRecord } from "../../domain-errors";
import type { DbExecutor } from "./executor";

/**
 * The record's version, its row locked until the transaction ends, so that no other write lands between the
 * check against If-Match and the write itself; undefined when there is no such record.
 */
export async function lockedVersion(db: DbExecutor, table: PgTable, id: string): Promise<number | undefined> {
  const result = await db.execute<{ version: number }>(sql`select version from ${table} where id = ${id} for update`);
  return result.rows[0]?.version;
}

/**
 * In the write's transaction: when the request named a version, the record's row is locked and must still be at
 * it (a stale-record refusal with `current()` otherwise). False when there is no such record, for the caller to answer its 404.
 */
export async function requireVersion(
  db: DbExecutor,
  table: PgTable,
  id: string,
  expected: number | undefined,
  current: () => Promise<unknown>,
): Promise<boolean> {
  if (expected === undefined) return true;
  const version = await lockedVersion(db, table, id);
  if (version === undefined) return false;
  if (version !== expected) throw staleRecord(await current());
  return true;
}
