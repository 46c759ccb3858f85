import { and, asc, eq, gte, lte, sql } from "drizzle-orm";

import { daysFrom, shiftDays } from "../../../../shared/domain/calendar-day";
import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { brands } from "../../../modules/brands/table";
import { deals } from "../../../modules/deals/table";
import { players } from "../../../modules/players/table";
import { countsIn, inDays, readFilter, type AlertSource, type Scope } from "../alert-source";

export function renewalSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'renewal:' || ${deals.id} || ':' || ${deals.renewDate}`;
  const where = and(
    withinReach(deals.playerId, scope.reach),
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
