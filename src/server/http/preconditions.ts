import type { PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";

import type { DbExecutor } from "../db/lib/executor";
import { lockedVersion } from "../db/lib/record-versions";
import { HttpError } from "./errors";

export const STALE_RECORD_MESSAGE = "Este registro ha cambiado desde que lo abriste";

/** A record's version as its ETag: strong, since the version names exactly one state of the record. */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version an edit was read at, from its If-Match header: undefined without one (or with "*"), so that a client
 * that does not track versions still writes. A header naming no version of ours can never match: 412.
 */
export function ifMatchVersion(c: Context): number | undefined {
  const header = c.req.header("If-Match")?.trim();
  if (!header || header === "*") return undefined;
  const match = /^(?:W\/)?"(\d{1,10})"$/.exec(header);
  if (!match) throw staleRecord(undefined);
  return Number(match[1]);
}

/** 412 with the record as it is now, so that the client can show what changed and offer to reload or overwrite. */
export const staleRecord = (current: unknown) =>
  new HttpError(
    412,
    "stale",
    STALE_RECORD_MESSAGE,
    undefined,
    undefined,
    current === undefined ? undefined : { current },
  );

/**
 * In the write's transaction: when the request named a version, the record's row is locked and must still be at
 * it (412 with `current()` otherwise). False when there is no such record, for the caller to answer its 404.
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
