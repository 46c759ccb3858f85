import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { DbExecutor } from "./executor";

/**
 * The record's version, its row locked until the transaction ends, so that no other write lands between the
 * check against If-Match and the write itself; undefined when there is no such record.
 */
export async function lockedVersion(db: DbExecutor, table: PgTable, id: string): Promise<number | undefined> {
  const result = await db.execute<{ version: number }>(sql`select version from ${table} where id = ${id} for update`);
  return result.rows[0]?.version;
}
