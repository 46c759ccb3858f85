import { type SQLWrapper, sql } from "drizzle-orm";
import { isoDayIn, shiftDays } from "../../../shared/domain/calendar-day";

// "Today" is the agency's day, not the server's: a server in UTC must still see Madrid's date.
export const AGENCY_TIME_ZONE = process.env.PALCO_TIME_ZONE ?? "Europe/Madrid";

export const todayIso = isoDayIn(AGENCY_TIME_ZONE);

export function monthStartIso(dayIso: string): string {
  return `${dayIso.slice(0, 7)}-01`;
}

export function addMonthsIso(monthIso: string, months: number): string {
  const [year, month] = monthIso.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

export const addDaysIso = shiftDays;

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
