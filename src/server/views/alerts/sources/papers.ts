import { and, asc, eq, ne, sql } from "drizzle-orm";

import { DOCUMENT_KIND_LABELS, expiryPhrase } from "../../../../shared/domain/papers";
import { withinReach } from "../../../db/lib/player-reach";
import { expiringOn } from "../../../modules/documents";
import { documents } from "../../../modules/documents/table";
import { players } from "../../../modules/players/table";
import { countsIn, readFilter, type AlertSource, type Scope } from "../alert-source";

/**
 * Papers within their notice of expiring (their own lead days, or their kind's) and expired ones: one alert per
 * paper and expiry date, so a renewed passport (a new date) rings again when its turn comes. Medical papers ring
 * only for roles that see medical information.
 */
export function expiringPaperSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'paper:' || ${documents.id} || ':' || ${documents.expiresOn}`;
  const where = and(
    withinReach(documents.playerId, scope.reach),
    expiringOn(clock.today),
    scope.medical === false ? ne(documents.kind, "medico") : undefined,
  );
  return {
    kind: "papers",
    ...countsIn(scope, documents, where, key, "paper:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          kind: documents.kind,
          name: documents.name,
          expiresOn: documents.expiresOn,
          playerId: players.id,
          playerName: players.name,
        })
        .from(documents)
        .innerJoin(players, eq(players.id, documents.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(documents.expiresOn), asc(documents.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "papers",
        title: `${DOCUMENT_KIND_LABELS[row.kind]} de ${row.playerName}: ${expiryPhrase(row.expiresOn!, clock.today)}`,
        detail: `${row.name}. Pide la renovación y sube el documento nuevo con su fecha de caducidad`,
        href: `/players/${row.playerId}`,
        at: row.expiresOn!,
      }));
    },
  };
}
