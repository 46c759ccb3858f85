import { and, asc, eq, gte, isNull, lt, lte, sql } from "drizzle-orm";

import { daysFrom, shiftDays } from "../../../../shared/domain/calendar-day";
import { FIFA_REGISTRATION_DAYS } from "../../../../shared/domain/mandate-rules";
import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { mandates } from "../../../modules/mandates/table";
import { players } from "../../../modules/players/table";
import { countsIn, inDays, longDate, readFilter, type AlertSource, type Scope } from "../alert-source";

/** Mandates ending within the contract lead time: one alert per mandate and end date. */
export function mandateEndingSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'mandate-end:' || ${mandates.id} || ':' || ${mandates.endDate}`;
  const where = and(
    withinReach(mandates.playerId, scope.reach),
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
export function mandateRegistrationSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'mandate-fifa:' || ${mandates.id}`;
  const where = and(
    withinReach(mandates.playerId, scope.reach),
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
