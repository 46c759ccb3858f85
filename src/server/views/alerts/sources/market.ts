// The market's alerts (switch "Mercado y seguimiento"): next steps of the contact log that are due, offers still
// unanswered a week on (or past the day an answer was due by), and windows closing within a week while
// operations with clubs of their league are open.
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";

import { daysFrom, shiftDays } from "../../../../shared/domain/calendar-day";
import { contactLogPath } from "../../../../shared/domain/contacts";
import { OPEN_OPERATION_STAGES } from "../../../../shared/domain/operations";
import { sameLeague, windowOccurrences } from "../../../../shared/domain/transfer-windows";
import type { Alert } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { clubs } from "../../../modules/clubs/table";
import { selectNextSteps } from "../../../modules/contacts";
import { contactLog } from "../../../modules/contacts/table";
import { notificationReads } from "../../../modules/notifications/table";
import { offers } from "../../../modules/offers/table";
import { operations } from "../../../modules/operations/table";
import { players } from "../../../modules/players/table";
import { transferWindows } from "../../../modules/transfer-windows/table";
import { countOf, countsIn, inDays, readFilter, type AlertSource, type Scope } from "../alert-source";

/** How long an offer may wait for an answer before the bell asks about it. */
export const OFFER_ANSWER_DAYS = 7;
/** How far ahead a window's closing rings the bell. */
export const WINDOW_CLOSING_DAYS = 7;
/** Overdue next steps keep ringing for two weeks; older ones are the log's to show. */
const NEXT_STEP_OVERDUE_DAYS = 14;
/** An offer left unanswered rings for a month from the day its answer was due; older ones are the operation's. */
const OFFER_OVERDUE_DAYS = 30;

const overdueBy = (days: number) => (days === 1 ? "venció ayer" : `venció hace ${days} días`);

function nextStepSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'next-step:' || ${contactLog.id} || ':' || ${contactLog.nextStepOn}`;
  const where = and(
    withinReach(contactLog.playerId, scope.reach),
    eq(contactLog.nextStepDone, false),
    gte(contactLog.nextStepOn, shiftDays(clock.today, -NEXT_STEP_OVERDUE_DAYS)),
    lte(contactLog.nextStepOn, shiftDays(clock.today, 1)),
  );
  return {
    kind: "market",
    ...countsIn(scope, contactLog, where, key, "next-step:"),
    page: async (read, size) => {
      const rows = await selectNextSteps(db, key)
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(contactLog.nextStepOn), asc(contactLog.id))
        .limit(size);
      return rows.map((row): Omit<Alert, "read"> => {
        const days = daysFrom(clock.today, row.day!);
        return {
          key: row.key,
          kind: "market",
          title: `Próximo paso ${days < 0 ? overdueBy(-days) : inDays(days)}: ${row.nextStep}`,
          detail: [row.contactName, row.clubName ?? row.brandName, row.playerName].filter(Boolean).join(" · "),
          href: contactLogPath(row),
          at: row.day!,
        };
      });
    },
  };
}

function unansweredOfferSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  // The day it starts ringing: past its answer day, or a week after it was made. The expression of
  // offers_pending_due_idx (migration 0033), so that the range reads the index.
  const dueOn = sql<string>`coalesce(${offers.respondBy} + 1, ${offers.date} + ${sql.raw(String(OFFER_ANSWER_DAYS))})`;
  const key = sql<string>`'offer:' || ${offers.id} || ':' || ${dueOn}`;
  const where = and(
    withinReach(
      sql`(select ${operations.playerId} from ${operations} where ${operations.id} = ${offers.operationId})`,
      scope.reach,
    ),
    eq(offers.state, "pendiente"),
    sql`${dueOn} between ${shiftDays(clock.today, -OFFER_OVERDUE_DAYS)}::date and ${clock.today}::date`,
    // Only while the negotiation is open: a signed or fallen operation answers its offers. Looked up per offer by
    // primary key: the offers in the range are few, the open operations many.
    sql`exists (select 1 from ${operations} where ${operations.id} = ${offers.operationId} and ${inArray(operations.stage, OPEN_OPERATION_STAGES)})`,
  );
  return {
    kind: "market",
    ...countsIn(scope, offers, where, key, "offer:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          date: offers.date,
          direction: offers.direction,
          operationId: offers.operationId,
          clubName: clubs.name,
          playerName: players.name,
        })
        .from(offers)
        .innerJoin(clubs, eq(clubs.id, offers.clubId))
        .innerJoin(operations, eq(operations.id, offers.operationId))
        .innerJoin(players, eq(players.id, operations.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(dueOn), asc(offers.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "market",
        title: `Oferta ${row.direction} sin respuesta: ${row.clubName} · ${row.playerName}`,
        detail: `Pendiente desde el ${row.date.split("-").reverse().join("/")} (${daysFrom(row.date, clock.today)} días)`,
        href: `/operations/${row.operationId}`,
        at: row.date,
      }));
    },
  };
}

type ClosingWindow = { key: string; league: string; name: string; closesOn: string; open: number };

/**
 * The windows that close within a week while operations with clubs of their league are open. The operations are
 * counted only in the weeks a window is closing, and only for its leagues.
 */
async function closingWindows({ db, clock }: Scope): Promise<ClosingWindow[]> {
  const horizon = shiftDays(clock.today, WINDOW_CLOSING_DAYS);
  const closing = (await db.select().from(transferWindows)).flatMap((window) =>
    windowOccurrences(window, clock.today, clock.today)
      .filter((dates) => dates.endDate <= horizon)
      .map((dates) => ({ window, closesOn: dates.endDate })),
  );
  if (closing.length === 0) return [];
  const leagues = await db
    .select({ league: clubs.league, open: sql<number>`count(*)::int` })
    .from(operations)
    .innerJoin(clubs, eq(clubs.id, operations.clubId))
    .where(
      and(
        inArray(operations.stage, OPEN_OPERATION_STAGES),
        inArray(
          sql`palco_fold(${clubs.league})`,
          closing.map(({ window }) => sql`palco_fold(${window.league})`),
        ),
      ),
    )
    .groupBy(clubs.league);
  return closing.flatMap(({ window, closesOn }) => {
    const open = leagues
      .filter((row) => row.league && sameLeague(row.league, window.league))
      .reduce((sum, row) => sum + row.open, 0);
    return open === 0
      ? []
      : [{ key: `window:${window.id}:${closesOn}`, league: window.league, name: window.name, closesOn, open }];
  });
}

function windowSource(scope: Scope, closing: ClosingWindow[]): AlertSource {
  const { db, userId, clock } = scope;
  const keys = closing.map((window) => window.key);
  const readKeys = async () =>
    keys.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ key: notificationReads.alertKey })
              .from(notificationReads)
              .where(and(eq(notificationReads.userId, userId), inArray(notificationReads.alertKey, keys)))
          ).map((row) => row.key),
        );
  const read =
    keys.length === 0
      ? sql`0`
      : db
          .select({ n: countOf })
          .from(notificationReads)
          .where(and(eq(notificationReads.userId, userId), inArray(notificationReads.alertKey, keys)));
  return {
    kind: "market",
    total: sql`${closing.length}`,
    read,
    unread: (cap) => sql`least(${cap}, ${closing.length} - (${read}))`,
    page: async (read, size) => {
      const marked = await readKeys();
      return closing
        .filter((window) => marked.has(window.key) === read)
        .slice(0, size)
        .map((window) => ({
          key: window.key,
          kind: "market",
          title: `La ventana ${window.league} · ${window.name} cierra ${inDays(daysFrom(clock.today, window.closesOn))}`,
          detail: `${window.open} ${window.open === 1 ? "operación abierta" : "operaciones abiertas"} con clubes de esa liga`,
          href: "/operations",
          at: window.closesOn,
        }));
    },
  };
}

/** The market's sources, read when the agent keeps its switch on. */
export async function marketSources(scope: Scope): Promise<AlertSource[]> {
  return [nextStepSource(scope), unansweredOfferSource(scope), windowSource(scope, await closingWindows(scope))];
}
