import { sql } from "drizzle-orm";

import type { DbExecutor } from "../../db/lib/executor";

/** Where a kind of record keeps its picture: the table, the key's column and the column of its time. */
export type PictureColumns = { table: string; key: string; updatedAt: string };

export const PLAYER_PHOTO: PictureColumns = { table: "players", key: "photo_key", updatedAt: "photo_updated_at" };
export const BRAND_LOGO: PictureColumns = { table: "brands", key: "logo_key", updatedAt: "logo_updated_at" };
export const DEAL_PRODUCT: PictureColumns = { table: "deals", key: "product_key", updatedAt: "product_updated_at" };

/**
 * Puts `key` (or nothing) as the record's picture and answers the key it replaces; undefined when there is no
 * such record. The record's version moves (its trigger), so an edit read before the change is refused.
 */
export async function replacePicture(
  db: DbExecutor,
  columns: PictureColumns,
  id: string,
  key: string | null,
): Promise<{ previous: string | null } | undefined> {
  const table = sql.identifier(columns.table);
  const keyColumn = sql.identifier(columns.key);
  const timeColumn = sql.identifier(columns.updatedAt);
  const result = await db.execute<{ previous: string | null }>(sql`
    with old as (select id, ${keyColumn} as previous from ${table} where id = ${id} for update)
    update ${table} as record
       set ${keyColumn} = ${key}, ${timeColumn} = ${key === null ? sql`null` : sql`now()`}, updated_at = now()
      from old
     where record.id = old.id
    returning old.previous`);
  const row = result.rows[0];
  return row ? { previous: row.previous } : undefined;
}

/** The stored key of the record's picture; undefined when the record or its picture does not exist. */
export async function pictureKey(db: DbExecutor, columns: PictureColumns, id: string): Promise<string | undefined> {
  const result = await db.execute<{ key: string | null }>(
    sql`select ${sql.identifier(columns.key)} as key from ${sql.identifier(columns.table)} where id = ${id}`,
  );
  return result.rows[0]?.key ?? undefined;
}
