import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";

import { DEAL_FEE_PERIOD, quarterLabel } from "../../../../shared/domain/commissions";
import { formatEuros } from "../../../../shared/domain/euros";
import { withinReach } from "../../../db/lib/player-reach";
import { commissions } from "../../../modules/commissions/table";
import { players } from "../../../modules/players/table";
import { countsIn, longDate, readFilter, type AlertSource, type Scope } from "../alert-source";

/** Instalments past their day with money still to arrive: one alert per instalment and due day. */
export function overdueCommissionSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'overdue:' || ${commissions.id} || ':' || ${commissions.dueDate}`;
  const where = and(
    withinReach(commissions.playerId, scope.reach),
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
        // "fee" is a single instalment; a quarter reads as the ledger writes it ("T3 2026", not "2026-T3").
        detail: `${row.period === DEAL_FEE_PERIOD ? "Honorario" : quarterLabel(row.period)} · vencía el ${longDate.format(new Date(`${row.date}T00:00:00Z`))}`,
        href: "/commissions",
        at: row.date,
      }));
    },
  };
}
