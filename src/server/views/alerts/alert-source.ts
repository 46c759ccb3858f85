// What every source of the bell shares: the moment alerts are computed for, the shape of a source (a count, the
// agent's reads of it and a page), and the SQL that tells read alerts from unread ones.
import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import type { NotificationKind } from "../../../shared/schemas/agent-settings";
import type { Alert } from "../../../shared/schemas/alert";
import type { DbExecutor } from "../../db/lib/executor";
import type { PlayerReach } from "../../db/lib/player-reach";
import { notificationReads } from "../../modules/notifications/table";

/** The moment alerts are computed for: today in the agency's zone, the instant now, and that zone. */
export type AlertClock = { today: string; now: Date; timeZone: string };

/**
 * One fact that calls for alerts: how many there are, how many of them the agent has read (both as
 * sub-selects, so that every source is counted in a single statement), and a page of them.
 */
export type AlertSource = {
  kind: NotificationKind;
  total: SQLWrapper;
  read: SQLWrapper;
  /** How many are unread, counting no further than `cap`: what the bell's badge needs, at a bounded cost. */
  unread: (cap: number) => SQLWrapper;
  page: (read: boolean, size: number) => Promise<Omit<Alert, "read">[]>;
};

/** Whose alerts: the member, the moment, and the players whose records they reach (null: every player). */
export type Scope = {
  db: DbExecutor;
  userId: string;
  clock: AlertClock;
  reach: PlayerReach;
  /** Whether the member's role sees medical information (medical papers ring only for them). */
  medical?: boolean;
};

export const inDays = (days: number) => (days === 0 ? "hoy" : days === 1 ? "mañana" : `en ${days} días`);
export const inHours = (hours: number) =>
  hours < 1 ? "en menos de una hora" : hours === 1 ? "en 1 hora" : `en ${hours} horas`;

export const countOf = sql<number>`count(*)`;

/** Whether the agent marked this alert read; the anti-join lets an ordered index scan stop at the page size. */
export const readFilter = (userId: string, key: SQL, read: boolean) => {
  const marked = sql`select 1 from ${notificationReads} where ${notificationReads.userId} = ${userId} and ${notificationReads.alertKey} = ${key}`;
  return read ? sql`exists (${marked})` : sql`not exists (${marked})`;
};

/**
 * The record id inside a stored alert key ("renewal:<uuid>:..."), or null for a key that names no record,
 * so that counting the agent's reads walks the reads and looks each record up by its primary key.
 */
export const recordIdIn = (prefix: string) =>
  sql`(case when substring(${notificationReads.alertKey} from ${prefix.length + 1} for 36) ~ '^[0-9a-f-]{36}$'
    then substring(${notificationReads.alertKey} from ${prefix.length + 1} for 36)::uuid end)`;

/** How many of the window's alerts this agent has read: the reads whose key still names a record in it. */
export const readsIn = ({ db, userId }: Scope, table: PgTable, joinOn: SQL, key: SQL, where: SQL | undefined) =>
  db
    .select({ n: countOf })
    .from(notificationReads)
    .innerJoin(table, joinOn)
    .where(and(eq(notificationReads.userId, userId), eq(notificationReads.alertKey, key), where));

/**
 * A source's counts over one table: its alerts, the ones the agent read (the reads whose key names a record of the
 * table, found by `recordIdIn(prefix)`), and its unread ones up to a cap (an index scan that stops at the cap).
 */
export function countsIn(
  scope: Scope,
  table: PgTable & { id: AnyPgColumn },
  where: SQL | undefined,
  key: SQL,
  prefix: string,
) {
  const { db, userId } = scope;
  return {
    total: db.select({ n: countOf }).from(table).where(where),
    read: readsIn(scope, table, eq(table.id, recordIdIn(prefix)), key, where),
    unread: (cap: number) =>
      sql`(select count(*) from (${db
        .select({ one: sql`1` })
        .from(table)
        .where(and(where, readFilter(userId, key, false)))
        .limit(cap)}) as capped)`,
  };
}

/** "12 de marzo de 2027", for a day stored as YYYY-MM-DD. */
export const longDate = new Intl.DateTimeFormat("es-ES", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
