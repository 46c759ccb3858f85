import { and, asc, gte, lte, sql } from "drizzle-orm";

import { daysFrom, shiftDays, shiftMonths } from "../../../../shared/domain/calendar-day";
import { FREE_TO_NEGOTIATE_MONTHS } from "../../../../shared/domain/contract-radar";
import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { players } from "../../../modules/players/table";
import { countsIn, inDays, longDate, readFilter, type AlertSource, type Scope } from "../alert-source";

/** Players whose club contract ends between today and `lastDay`: one alert per player and contract date. */
function playerContractSource(
  scope: Scope,
  prefix: string,
  lastDay: string,
  describe: (row: { name: string; until: string }) => { title: string; detail: string },
): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`${prefix} || ${players.id} || ':' || ${players.contractUntil}`;
  const where = and(
    withinReach(players.id, scope.reach),
    gte(players.contractUntil, clock.today),
    lte(players.contractUntil, lastDay),
  );
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

export const contractSource = (scope: Scope) =>
  playerContractSource(
    scope,
    "contract:",
    shiftDays(scope.clock.today, ALERT_WINDOWS.contractDays),
    ({ name, until }) => ({
      title: `El contrato de ${name} vence ${inDays(daysFrom(scope.clock.today, until))}`,
      detail: "Revisa la renovación con el club",
    }),
  );

/** Contracts in their last six months: the player may agree terms with another club (the contract radar). */
export const freeToNegotiateSource = (scope: Scope) =>
  playerContractSource(
    scope,
    "radar:",
    shiftMonths(scope.clock.today, FREE_TO_NEGOTIATE_MONTHS),
    ({ name, until }) => ({
      title: `${name} es libre para negociar con otros clubes`,
      detail: `Su contrato termina el ${longDate.format(new Date(`${until}T00:00:00Z`))}`,
    }),
  );
