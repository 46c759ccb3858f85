import { and, desc, eq, gte, lte, sql } from "drizzle-orm";

import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { toIso } from "../../../db/lib/dates";
import { withinReach } from "../../../db/lib/player-reach";
import { brands } from "../../../modules/brands/table";
import { deals } from "../../../modules/deals/table";
import { players } from "../../../modules/players/table";
import { countsIn, readFilter, type AlertSource, type Scope } from "../alert-source";

export function opportunitySource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const since = new Date(clock.now.getTime() - ALERT_WINDOWS.opportunityDays * 86_400_000);
  const key = sql<string>`'opportunity:' || ${deals.id}`;
  const where = and(
    withinReach(deals.playerId, scope.reach),
    eq(deals.stage, "Prospect"),
    gte(deals.createdAt, since),
    lte(deals.createdAt, clock.now),
  );
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
