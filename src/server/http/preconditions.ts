import type { Context } from "hono";

import { staleRecord } from "../domain-errors";
import { validationError } from "./errors";

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

/** An API caller's Idempotency-Key, trimmed: undefined without one; empty or past 200 characters is refused. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const key = c.req.header("Idempotency-Key")?.trim();
  if (key !== undefined && (key.length === 0 || key.length > 200))
    throw validationError("La clave Idempotency-Key debe tener entre 1 y 200 caracteres");
  return key;
}
