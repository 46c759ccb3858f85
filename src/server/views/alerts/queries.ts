import { sql } from "drizzle-orm";

import type { NotificationKind, NotificationPreferences } from "../../../shared/schemas/agent-settings";
import type { Alert } from "../../../shared/schemas/alert";
import type { DbExecutor } from "../../db/lib/executor";
import { notificationReads } from "../../modules/notifications/table";
import { type AlertClock, type AlertSource, type Scope } from "./alert-source";
import { whatTheRoleReads } from "./role-kinds";
import { playerAnswerSource } from "./sources/approvals";
import { bonusWithinReachSource, clubContractEndSource, optionNoticeSource } from "./sources/club-contracts";
import { contractSource, freeToNegotiateSource } from "./sources/contracts";
import { crisisSource } from "./sources/crisis";
import { eventSource } from "./sources/events";
import { mandateEndingSource, mandateRegistrationSource } from "./sources/mandates";
import { marketSources } from "./sources/market";
import { opportunitySource } from "./sources/opportunities";
import { overdueCommissionSource } from "./sources/overdue-commissions";
import { expiringPaperSource } from "./sources/papers";
import { renewalSource } from "./sources/renewals";
import { assignedTaskSource, taskSource } from "./sources/tasks";

export type { AlertClock } from "./alert-source";

/** The first `limit` alerts (unread first, then by kind and date) and how many there are. */
export type AlertSummary = { items: Alert[]; total: number; unread: number };

const SOURCES = [
  crisisSource,
  playerAnswerSource,
  eventSource,
  contractSource,
  freeToNegotiateSource,
  renewalSource,
  opportunitySource,
  taskSource,
  assignedTaskSource,
  mandateEndingSource,
  mandateRegistrationSource,
  overdueCommissionSource,
  expiringPaperSource,
  optionNoticeSource,
  bonusWithinReachSource,
  clubContractEndSource,
];
const KIND_ORDER = {
  crisis: 0,
  approvals: 1,
  events: 2,
  tasks: 3,
  money: 4,
  market: 5,
  contracts: 6,
  papers: 7,
  opportunities: 8,
} as const;

/** The sources of the kinds the agent keeps on. */
async function sourcesFor(
  { db, userId, clock }: Omit<Scope, "reach">,
  preferences: NotificationPreferences,
): Promise<AlertSource[]> {
  const { reads, reach, medical } = await whatTheRoleReads(db, userId);
  const scope: Scope = { db, userId, clock, reach, medical };
  const wanted = (kind: NotificationKind) => preferences[kind] && reads(kind);
  return [
    ...SOURCES.map((source) => source(scope)).filter((source) => wanted(source.kind)),
    ...(wanted("market") ? await marketSources(scope) : []),
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
