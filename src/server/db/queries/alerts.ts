import { and, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { NotificationPreferences } from "../../../shared/schemas/agent-settings";
import { ALERT_WINDOWS, type Alert } from "../../../shared/schemas/alert";
import { brands, deals, events, news, notificationReads, players } from "../schema";
import { addDaysIso, toIso } from "./dates";
import type { DbExecutor } from "./executor";

/** The moment alerts are computed for: today in the agency's zone, the instant now, and that zone. */
export type AlertClock = { today: string; now: Date; timeZone: string };

type UnreadAlert = Omit<Alert, "read">;

const inDays = (days: number) => (days === 0 ? "hoy" : days === 1 ? "mañana" : `en ${days} días`);
const inHours = (hours: number) => (hours < 1 ? "en menos de una hora" : hours === 1 ? "en 1 hora" : `en ${hours} horas`);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

async function crisisAlerts(db: DbExecutor, clock: AlertClock): Promise<UnreadAlert[]> {
  const rows = await db
    .select({ id: news.id, title: news.title, source: news.source, date: news.date, playerId: players.id, playerName: players.name })
    .from(news)
    .innerJoin(players, eq(players.id, news.playerId))
    .where(and(eq(news.sentiment, "negativo"), gte(news.date, addDaysIso(clock.today, -ALERT_WINDOWS.crisisDays)), lte(news.date, clock.today)));
  return rows.map((row) => ({
    key: `crisis:${row.id}`,
    kind: "crisis",
    title: `Noticia negativa sobre ${row.playerName}`,
    detail: `${row.title} · ${row.source}`,
    href: `/players/${row.playerId}/reputation`,
    at: row.date,
  }));
}

async function contractAlerts(db: DbExecutor, clock: AlertClock): Promise<UnreadAlert[]> {
  const last = addDaysIso(clock.today, ALERT_WINDOWS.contractDays);
  const contracts = await db
    .select({ id: players.id, name: players.name, until: players.contractUntil })
    .from(players)
    .where(and(gte(players.contractUntil, clock.today), lte(players.contractUntil, last)));
  const renewals = await db
    .select({ id: deals.id, date: deals.renewDate, playerId: players.id, playerName: players.name, brandName: brands.name })
    .from(deals)
    .innerJoin(players, eq(players.id, deals.playerId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(and(gte(deals.renewDate, clock.today), lte(deals.renewDate, last)));
  return [
    ...contracts.map((row): UnreadAlert => ({
      key: `contract:${row.id}:${row.until}`,
      kind: "contracts",
      title: `El contrato de ${row.name} vence ${inDays(daysBetween(clock.today, row.until!))}`,
      detail: "Revisa la renovación con el club",
      href: `/players/${row.id}/reputation`,
      at: row.until!,
    })),
    ...renewals.map((row): UnreadAlert => ({
      key: `renewal:${row.id}:${row.date}`,
      kind: "contracts",
      title: `El patrocinio de ${row.playerName} con ${row.brandName} se renueva ${inDays(daysBetween(clock.today, row.date!))}`,
      detail: "Prepara la propuesta de renovación",
      href: `/players/${row.playerId}/deals`,
      at: row.date!,
    })),
  ];
}

async function opportunityAlerts(db: DbExecutor, clock: AlertClock): Promise<UnreadAlert[]> {
  const since = new Date(clock.now.getTime() - ALERT_WINDOWS.opportunityDays * 86_400_000);
  const rows = await db
    .select({ id: deals.id, createdAt: deals.createdAt, type: deals.type, playerName: players.name, brandName: brands.name })
    .from(deals)
    .innerJoin(players, eq(players.id, deals.playerId))
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(and(eq(deals.stage, "Prospect"), gte(deals.createdAt, since), lte(deals.createdAt, clock.now)));
  return rows.map((row) => ({
    key: `opportunity:${row.id}`,
    kind: "opportunities",
    title: `Nueva oportunidad: ${row.brandName} para ${row.playerName}`,
    detail: `${row.type} en fase Prospect`,
    href: "/deals?stage=Prospect",
    at: toIso(row.createdAt),
  }));
}

async function eventAlerts(db: DbExecutor, clock: AlertClock): Promise<UnreadAlert[]> {
  // An event's day and time are the agency's wall clock.
  const startsAt = sql<Date>`((${events.date} + ${events.time}::time) at time zone ${clock.timeZone})`;
  const until = new Date(clock.now.getTime() + ALERT_WINDOWS.eventHours * 3_600_000);
  const rows = await db
    .select({ id: events.id, title: events.title, date: events.date, time: events.time, location: events.location, startsAt, playerId: players.id, playerName: players.name })
    .from(events)
    .innerJoin(players, eq(players.id, events.playerId))
    .where(and(ne(events.status, "cancelado"), sql`${startsAt} >= ${clock.now}`, sql`${startsAt} <= ${until}`));
  return rows.map((row) => {
    const start = new Date(row.startsAt);
    const hours = Math.floor((start.getTime() - clock.now.getTime()) / 3_600_000);
    return {
      key: `event:${row.id}:${row.date}T${row.time}`,
      kind: "events",
      title: `${row.title} ${inHours(hours)}`,
      detail: [row.playerName, row.time, row.location].filter(Boolean).join(" · "),
      href: `/players/${row.playerId}/calendar`,
      at: start.toISOString(),
    };
  });
}

const KIND_ORDER = { crisis: 0, events: 1, contracts: 2, opportunities: 3 } as const;

/** The alerts the data calls for now, of the kinds the agent keeps on; unread first, then by kind and date. */
export async function listAlerts(db: DbExecutor, userId: string, clock: AlertClock, preferences: NotificationPreferences): Promise<Alert[]> {
  const sources = [
    preferences.crisis ? crisisAlerts(db, clock) : [],
    preferences.contracts ? contractAlerts(db, clock) : [],
    preferences.opportunities ? opportunityAlerts(db, clock) : [],
    preferences.events ? eventAlerts(db, clock) : [],
  ];
  const alerts = (await Promise.all(sources)).flat();
  const read = alerts.length === 0 ? new Set<string>() : await readKeys(db, userId, alerts.map((alert) => alert.key));
  return alerts
    .map((alert) => ({ ...alert, read: read.has(alert.key) }))
    .sort((a, b) => Number(a.read) - Number(b.read) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.at.localeCompare(b.at));
}

async function readKeys(db: DbExecutor, userId: string, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: notificationReads.alertKey })
    .from(notificationReads)
    .where(and(eq(notificationReads.userId, userId), inArray(notificationReads.alertKey, keys)));
  return new Set(rows.map((row) => row.key));
}

export async function markAlertsRead(db: DbExecutor, userId: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(notificationReads)
    .values([...new Set(keys)].map((alertKey) => ({ userId, alertKey })))
    .onConflictDoNothing();
}
