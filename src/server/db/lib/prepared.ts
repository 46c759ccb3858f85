import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

import type { DbExecutor } from "./executor";
import { decodeCursor, type CursorValue } from "./pagination";

const statements = new WeakMap<object, Map<string, unknown>>();

/** Off behind a transaction pooler: statements are then built once but sent unnamed (node-postgres: no name). */
let named = true;
export function namePreparedStatements(enabled: boolean) {
  named = enabled;
}

/**
 * A hot read built once per database handle and query shape, as a named prepared statement: drizzle does not
 * rebuild its SQL on every request and PostgreSQL does not parse and plan it again on each connection.
 * The name must be unique to the shape (the text of the query).
 */
export function preparedOnce<Statement>(db: DbExecutor, name: string, build: (name: string) => Statement): Statement {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Statement | undefined;
  if (!statement) {
    statement = build(named ? name : "");
    byName.set(name, statement);
  }
  return statement;
}

/** Rows strictly after the cursor in (col1, col2, ...) order; its values come as placeholders cursor0, cursor1... */
export function afterCursorPlaceholder(columns: SQLWrapper[], direction: "asc" | "desc"): SQL {
  const left = sql.join(columns, sql`, `);
  const right = sql.join(
    columns.map((_, index) => sql.placeholder(`cursor${index}`)),
    sql`, `,
  );
  return direction === "asc" ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

/** The placeholder values of a cursor (none without one); a malformed cursor is refused as before. */
export function cursorParams(cursor: string | undefined, length: number): Record<string, CursorValue> {
  if (!cursor) return {};
  return Object.fromEntries(decodeCursor(cursor, length).map((value, index) => [`cursor${index}`, value]));
}

/** A short key naming which optional parts a query has: "q-c" for a search with a cursor. */
export const shapeOf = (parts: Record<string, unknown>) =>
  Object.entries(parts)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key]) => key)
    .join("-") || "all";
