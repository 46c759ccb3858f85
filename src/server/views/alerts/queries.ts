import { and, asc, desc, eq, gte, isNull, lt, lte, ne, sql } from "drizzle-orm";

import { daysFrom, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import { FREE_TO_NEGOTIATE_MONTHS } from "../../../shared/domain/contract-radar";
import { formatEuros } from "../../../shared/domain/euros";
import { FIFA_REGISTRATION_DAYS } from "../../../shared/domain/mandate-rules";
import type { NotificationPreferences } from "../../../shared/schemas/agent-settings";
import { ALERT_WINDOWS, type Alert } from "../../../shared/schemas/alert";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { brands } from "../../modules/brands/table";
import { commissions } from "../../modules/commissions/table";
import { deals } from "../../modules/deals/table";
import { events } from "../../modules/events/table";
import { mandates } from "../../modules/mandates/table";
import { news } from "../../modules/news/table";
import { notificationReads } from "../../modules/notifications/table";
import { players } from "../../modules/players/table";
import { tasks } from "../../modules/tasks/table";
import { countsIn, inDays, inHours, readFilter, type AlertClock, type AlertSource, type Scope } from "./alert-source";
import { marketSources } from "./market-alerts";

export type { AlertClock } from "./alert-source";

/** The first `limit` alerts (unread first, then by kind and date) and how many there are. */
export type AlertSummary = { items: Alert[]; total: number; unread: number };

function crisisSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'crisis:' || ${news.id}`;
  const where = and(
    eq(news.sentiment, "negativo"),
    gte(news.date, shiftDays(clock.today, -ALERT_WINDOWS.crisisDays)),
    lte(news.date, clock.today),
  );
  return {
    kind: "crisis",
    ...countsIn(scope, news, where, key, "crisis:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          title: news.title,
          source: news.source,
          date: news.date,
          playerId: players.id,
          playerName: players.name,
        })
        .from(news)
        .innerJoin(players, eq(players.id, news.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(desc(news.date), desc(news.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "crisis",
        title: `Noticia negativa sobre ${row.playerName}`,
        detail: `${row.title} · ${row.source}`,
        href: `/players/${row.playerId}/reputation`,
        at: row.date,
      }));
    },
  };
}

/** Players whose club contract ends between today and `lastDay`: one alert per player and contract date. */
function playerContractSource(
  scope: Scope,
  prefix: string,
  lastDay: string,
  describe: (row: { name: string; until: string }) => { title: string; detail: string },
): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`${prefix} || ${players.id} || ':' || ${players.contractUntil}`;
  const where = and(gte(players.contractUntil, clock.today), lte(players.contractUntil, lastDay));
  return {
    kind: "contracts",
    ...countsIn(scope, players, where, key, prefix),
    page: async (read, size) => {
      const rows = await db
        .select({ key, id: players.id, name: players.name, until: players.contractUntil })
        .from(players)
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(players.contractUntil), asc(players.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "contracts",
        ...describe({ name: row.name, until: row.until! }),
        href: `/players/${row.id}/reputation`,
        at: row.until!,
      }));
    },
  };
}

const contractSource = (scope: Scope) =>
  playerContractSource(
    scope,
    "contract:",
    shiftDays(scope.clock.today, ALERT_WINDOWS.contractDays),
    ({ name, until }) => ({
      title: `El contrato de ${name} vence ${inDays(daysFrom(scope.clock.today, until))}`,
      detail: "Revisa la renovación con el club",
    }),
  );

const longDate = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Contracts in their last six months: the player may agree terms with another club (the contract radar). */
const freeToNegotiateSource = (scope: Scope) =>
  playerContractSource(
    scope,
    "radar:",
    shiftMonths(scope.clock.today, FREE_TO_NEGOTIATE_MONTHS),
    ({ name, until }) => ({
      title: `${name} es libre para negociar con otros clubes`,
      detail: `Su contrato termina el ${longDate.format(new Date(`${until}T00:00:00Z`))}`,
    }),
  );

function renewalSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'renewal:' || ${deals.id} || ':' || ${deals.renewDate}`;
  const where = and(
    gte(deals.renewDate, clock.today),
    lte(deals.renewDate, shiftDays(clock.today, ALERT_WINDOWS.contractDays)),
  );
  return {
    kind: "contracts",
    ...countsIn(scope, deals, where, key, "renewal:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, date: deals.renewDate, playerId: players.id, playerName: players.name, brandName: brands.name })
        .from(deals)
        .innerJoin(players, eq(players.id, deals.playerId))
        .innerJoin(brands, eq(brands.id, deals.brandId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(deals.renewDate), asc(deals.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "contracts",
        title: `El patrocinio de ${row.playerName} con ${row.brandName} se renueva ${inDays(daysFrom(clock.today, row.date!))}`,
        detail: "Prepara la propuesta de renovación",
        href: `/players/${row.playerId}/deals`,
        at: row.date!,
      }));
    },
  };
}

function opportunitySource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const since = new Date(clock.now.getTime() - ALERT_WINDOWS.opportunityDays * 86_400_000);
  const key = sql<string>`'opportunity:' || ${deals.id}`;
  const where = and(eq(deals.stage, "Prospect"), gte(deals.createdAt, since), lte(deals.createdAt, clock.now));
  return {
    kind: "opportunities",
    ...countsIn(scope, deals, where, key, "opportunity:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, createdAt: deals.createdAt, type: deals.type, playerName: players.name, brandName: brands.name })
        .from(deals)
        .innerJoin(players, eq(players.id, deals.playerId))
        .innerJoin(brands, eq(brands.id, deals.brandId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(desc(deals.createdAt), desc(deals.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "opportunities",
        title: `Nueva oportunidad: ${row.brandName} para ${row.playerName}`,
        detail: `${row.type} en fase Prospect`,
        href: "/deals?stage=Prospect",
        at: toIso(row.createdAt),
      }));
    },
  };
}

function eventSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  // An event's day and time are the agency's wall clock.
  const startsAt = sql<string>`((${events.date} + ${events.time}::time) at time zone ${clock.timeZone})`;
  const until = new Date(clock.now.getTime() + ALERT_WINDOWS.eventHours * 3_600_000);
  const key = sql<string>`'event:' || ${events.id} || ':' || ${events.date} || 'T' || ${events.time}`;
  const where = and(
    // The day range lets the date index narrow the rows before each start is computed.
    gte(events.date, shiftDays(clock.today, -1)),
    lte(events.date, shiftDays(clock.today, 2)),
    ne(events.status, "cancelado"),
    sql`${startsAt} >= ${clock.now}`,
    sql`${startsAt} <= ${until}`,
  );
  return {
    kind: "events",
    ...countsIn(scope, events, where, key, "event:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          title: events.title,
          time: events.time,
          location: events.location,
          startsAt,
          playerId: players.id,
          playerName: players.name,
        })
        .from(events)
        .innerJoin(players, eq(players.id, events.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(startsAt), asc(events.id))
        .limit(size);
      return rows.map((row) => {
        const start = new Date(row.startsAt);
        const hours = Math.floor((start.getTime() - clock.now.getTime()) / 3_600_000);
        return {
          key: row.key,
          kind: "events",
          title: `${row.title} ${inHours(hours)}`,
          detail: [row.playerName, row.time, row.location].filter(Boolean).join(" · "),
          href: `/players/${row.playerId}/calendar`,
          at: start.toISOString(),
        };
      });
    },
  };
}

/** Mandates ending within the contract lead time: one alert per mandate and end date. */
function mandateEndingSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'mandate-end:' || ${mandates.id} || ':' || ${mandates.endDate}`;
  const where = and(
    gte(mandates.endDate, clock.today),
    lte(mandates.endDate, shiftDays(clock.today, ALERT_WINDOWS.contractDays)),
  );
  return {
    kind: "contracts",
    ...countsIn(scope, mandates, where, key, "mandate-end:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, date: mandates.endDate, playerId: players.id, playerName: players.name })
        .from(mandates)
        .innerJoin(players, eq(players.id, mandates.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(mandates.endDate), asc(mandates.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "contracts",
        title: `El mandato de ${row.playerName} termina ${inDays(daysFrom(clock.today, row.date))}`,
        detail: "Renuévalo con el jugador antes de que venza",
        href: `/players/${row.playerId}/mandate`,
        at: row.date,
      }));
    },
  };
}

/** Mandates in force that FIFA's platform should have by now (14 days after they start) and does not. */
function mandateRegistrationSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'mandate-fifa:' || ${mandates.id}`;
  const where = and(
    isNull(mandates.fifaRegisteredAt),
    lt(mandates.startDate, shiftDays(clock.today, -FIFA_REGISTRATION_DAYS)),
    gte(mandates.endDate, clock.today),
  );
  return {
    kind: "contracts",
    ...countsIn(scope, mandates, where, key, "mandate-fifa:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, start: mandates.startDate, playerId: players.id, playerName: players.name })
        .from(mandates)
        .innerJoin(players, eq(players.id, mandates.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(mandates.startDate), asc(mandates.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "contracts",
        title: `El mandato de ${row.playerName} está pendiente de registro en FIFA`,
        detail: `Empezó el ${longDate.format(new Date(`${row.start}T00:00:00Z`))}; FIFA pide registrarlo en ${FIFA_REGISTRATION_DAYS} días`,
        href: `/players/${row.playerId}/mandate`,
        at: row.start,
      }));
    },
  };
}

/** Instalments past their day with money still to arrive: one alert per instalment and due day. */
function overdueCommissionSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'overdue:' || ${commissions.id} || ':' || ${commissions.dueDate}`;
  const where = and(
    isNull(commissions.archivedAt),
    sql`${commissions.amount} > ${commissions.paidAmount}`,
    lt(commissions.dueDate, clock.today),
  );
  return {
    kind: "money",
    ...countsIn(scope, commissions, where, key, "overdue:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          date: commissions.dueDate,
          owed: sql<number>`(${commissions.amount} - ${commissions.paidAmount})::float8`,
          playerName: players.name,
          period: commissions.period,
        })
        .from(commissions)
        .leftJoin(players, eq(players.id, commissions.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(commissions.dueDate), asc(commissions.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "money",
        title: `Cobro atrasado${row.playerName ? ` de ${row.playerName}` : ""}: ${formatEuros(row.owed)}`,
        detail: `${row.period} · vencía el ${longDate.format(new Date(`${row.date}T00:00:00Z`))}`,
        href: "/commissions",
        at: row.date,
      }));
    },
  };
}

/** Open tasks due today or earlier: one alert per task and day (moving it to another day is a new alert). */
function taskSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'task:' || ${tasks.id} || ':' || ${tasks.dueDate}`;
  const where = and(isNull(tasks.doneAt), lte(tasks.dueDate, clock.today));
  return {
    kind: "tasks",
    ...countsIn(scope, tasks, where, key, "task:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, dueTime: tasks.dueTime })
        .from(tasks)
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(tasks.dueDate), asc(tasks.id))
        .limit(size);
      return rows.map((row) => {
        const late = daysFrom(row.dueDate, clock.today);
        return {
          key: row.key,
          kind: "tasks",
          title: late === 0 ? `Tarea para hoy: ${row.title}` : `Tarea vencida: ${row.title}`,
          detail:
            late === 0
              ? row.dueTime
                ? `Hoy a las ${row.dueTime}`
                : "Hoy"
              : late === 1
                ? "Era para ayer"
                : `Era para hace ${late} días`,
          href: `/tasks?abrir=${row.id}`,
          at: row.dueDate,
        };
      });
    },
  };
}

const SOURCES = [
  crisisSource,
  eventSource,
  contractSource,
  freeToNegotiateSource,
  renewalSource,
  opportunitySource,
  taskSource,
  mandateEndingSource,
  mandateRegistrationSource,
  overdueCommissionSource,
];
const KIND_ORDER = { crisis: 0, events: 1, tasks: 2, money: 3, market: 4, contracts: 5, opportunities: 6 } as const;

/** The sources of the kinds the agent keeps on. */
async function sourcesFor(scope: Scope, preferences: NotificationPreferences): Promise<AlertSource[]> {
  return [
    ...SOURCES.map((source) => source(scope)).filter((source) => preferences[source.kind]),
    ...(preferences.market ? await marketSources(scope) : []),
  ];
}

/**
 * How many alerts are unread, counted no further than `cap` (the bell shows "9+" past nine): one statement whose
 * every part stops at the cap, so its cost does not grow with the portfolio.
 */
export async function countUnreadAlerts(
  db: DbExecutor,
  userId: string,
  clock: AlertClock,
  preferences: NotificationPreferences,
  cap: number,
): Promise<number> {
  const sources = await sourcesFor({ db, userId, clock }, preferences);
  if (sources.length === 0) return 0;
  const parts = sources.map((source) => sql`(${source.unread(cap)})`);
  const { rows } = await db.execute<{ unread: number }>(
    sql`select least(${cap}, ${sql.join(parts, sql` + `)})::int as unread`,
  );
  return rows[0]?.unread ?? 0;
}

/**
 * The alerts the data calls for now, of the kinds the agent keeps on: unread first, then by kind and date.
 * One statement counts every source while each source hands over its first unread alerts (and read
 * ones when those do not fill the page), so that a portfolio with thousands of renewals due costs a
 * round trip of indexed queries, not thousands of rows.
 */
export async function listAlerts(
  db: DbExecutor,
  userId: string,
  clock: AlertClock,
  preferences: NotificationPreferences,
  limit: number,
): Promise<AlertSummary> {
  const sources = await sourcesFor({ db, userId, clock }, preferences);
  if (sources.length === 0) return { items: [], total: 0, unread: 0 };
  const columns = sources.flatMap((source, index) => [
    sql`(${source.total})::int as ${sql.raw(`total_${index}`)}`,
    sql`(${source.read})::int as ${sql.raw(`read_${index}`)}`,
  ]);
  // The counts and the unread pages go out together; read alerts are fetched only where the unread leave room.
  const [{ rows }, unreadPages] = await Promise.all([
    db.execute<Record<string, number>>(sql`select ${sql.join(columns, sql`, `)}`),
    Promise.all(sources.map((source) => source.page(false, limit))),
  ]);
  const counts = sources.map((_, index) => ({
    total: rows[0]?.[`total_${index}`] ?? 0,
    read: rows[0]?.[`read_${index}`] ?? 0,
  }));
  const readPages = await Promise.all(
    sources.map((source, index) => {
      const { total, read } = counts[index]!;
      const unread = total - read;
      return read > 0 && unread < limit ? source.page(true, limit - unread) : [];
    }),
  );
  const pages = sources.map((_, index) => [
    ...unreadPages[index]!.map((alert) => ({ ...alert, read: false })),
    ...readPages[index]!.map((alert) => ({ ...alert, read: true })),
  ]);
  const items = pages
    .flat()
    .sort(
      (a, b) => Number(a.read) - Number(b.read) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.at.localeCompare(b.at),
    )
    .slice(0, limit);
  return {
    items,
    total: counts.reduce((sum, count) => sum + count.total, 0),
    unread: counts.reduce((sum, count) => sum + count.total - count.read, 0),
  };
}

export async function markAlertsRead(db: DbExecutor, userId: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(notificationReads)
    .values([...new Set(keys)].map((alertKey) => ({ userId, alertKey })))
    .onConflictDoNothing();
}
