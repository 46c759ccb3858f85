// Timestamps as the API writes them. Calendar days ("today", shifting days and months) live in
// shared/domain/calendar-day.ts, the one place Palco computes them.
import { sql, type SQLWrapper } from "drizzle-orm";

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

/**
 * A timestamp column read as the API's ISO text ("2026-03-12T09:30:00.000Z") by PostgreSQL itself: a page of
 * rows then skips parsing every timestamp into a Date and printing it back, a large share of a list's cost.
 */
export const isoTimestamp = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A row as the API returns it: timestamps as ISO strings. */
export function withIsoTimestamps<Row extends { createdAt: Date; updatedAt: Date }>(
  row: Row,
): Omit<Row, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string } {
  return { ...row, createdAt: toIso(row.createdAt), updatedAt: toIso(row.updatedAt) };
}
