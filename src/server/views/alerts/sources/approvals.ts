import { and, desc, eq, gte, sql } from "drizzle-orm";

import { withinReach } from "../../../db/lib/player-reach";
import { approvals } from "../../../modules/approvals/table";
import { players } from "../../../modules/players/table";
import { countsIn, readFilter, type AlertSource, type Scope } from "../alert-source";

/** A player's answer stays in the bell for two weeks: after that it lives in the Aprobaciones history. */
const ANSWER_DAYS = 14;

/** What a player answered from their app: one alert per answer, with their comment. */
export function playerAnswerSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const since = new Date(clock.now.getTime() - ANSWER_DAYS * 24 * 60 * 60 * 1000);
  const key = sql<string>`'answer:' || ${approvals.id}`;
  const where = and(
    withinReach(approvals.playerId, scope.reach),
    eq(approvals.decidedBy, "player"),
    gte(approvals.decidedAt, since),
  );
  return {
    kind: "approvals",
    ...countsIn(scope, approvals, where, key, "answer:"),
    page: async (read, size) => {
      const rows = await db
        .select({
          key,
          playerId: approvals.playerId,
          player: players.name,
          title: approvals.title,
          status: approvals.status,
          comment: approvals.comment,
          decidedAt: approvals.decidedAt,
        })
        .from(approvals)
        .innerJoin(players, eq(players.id, approvals.playerId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(desc(approvals.decidedAt), desc(approvals.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "approvals",
        title: `${row.player} ${row.status === "approved" ? "ha aprobado" : "ha rechazado"}: ${row.title}`,
        detail: row.comment ? `«${row.comment}»` : "Sin comentario",
        href: `/mobile/approvals?jugador=${row.playerId}`,
        at: (row.decidedAt ?? clock.now).toISOString(),
      }));
    },
  };
}
