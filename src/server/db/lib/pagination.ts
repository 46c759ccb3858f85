import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

import type { Page } from "../../../shared/schemas/common";
import { invalidInput } from "../../domain-errors";

export type CursorValue = string | number;

export function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

export function decodeCursor(cursor: string, length: number): CursorValue[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (
      Array.isArray(values) &&
      values.length === length &&
      values.every((value) => typeof value === "string" || typeof value === "number")
    ) {
      return values as CursorValue[];
    }
  } catch {
    // Falls through to the same answer as a well-formed cursor of the wrong shape.
  }
  throw invalidInput("Cursor no válido", { cursor: "Cursor no válido" });
}

/** Rows strictly after the cursor in (col1, col2, ...) order, ascending or descending. */
export function afterCursor(
  columns: SQLWrapper[],
  cursor: string | undefined,
  direction: "asc" | "desc",
): SQL | undefined {
  if (!cursor) return undefined;
  const values = decodeCursor(cursor, columns.length);
  const left = sql.join(columns, sql`, `);
  const right = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return direction === "asc" ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

/** Turns `limit + 1` fetched rows into a page and the cursor of its last row. */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => CursorValue[],
  toItem: (row: Row) => Item,
): Page<Item> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: hasMore && last ? encodeCursor(cursorOf(last)) : null,
  };
}
