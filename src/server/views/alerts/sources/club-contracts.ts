import { and, asc, eq, gte, lte, sql, type SQL } from "drizzle-orm";

import { daysFrom, shiftDays } from "../../../../shared/domain/calendar-day";
import { BONUS_WITHIN_REACH, OPTION_HOLDER_LABELS, type OptionHolder } from "../../../../shared/domain/club-contracts";
import { ALERT_WINDOWS } from "../../../../shared/schemas/alert";
import { withinReach } from "../../../db/lib/player-reach";
import { clubContracts } from "../../../modules/club-contracts/table";
import { clubs } from "../../../modules/clubs/table";
import { players } from "../../../modules/players/table";
import { countOf, countsIn, inDays, longDate, readFilter, type AlertSource, type Scope } from "../alert-source";

type Expanded = { key: string; player_id: string; player_name: string; club_name: string; day: string; detail: string };

/**
 * A source over rows expanded from each contract's clauses (its options, its bonuses): `expanded` selects key,
 * player_id, player_name, club_name, day and detail; the bell counts and pages them like any other.
 */
function clauseSource(
  scope: Scope,
  expanded: SQL,
  toAlert: (row: Expanded) => { title: string; detail: string },
): Omit<AlertSource, "kind"> {
  const { db, userId } = scope;
  const key = sql.raw("x.key");
  return {
    total: sql`select ${countOf} from (${expanded}) x`,
    read: sql`select ${countOf} from (${expanded}) x where ${readFilter(userId, key, true)}`,
    unread: (cap) =>
      sql`(select count(*) from (select 1 from (${expanded}) x where ${readFilter(userId, key, false)} limit ${cap}) capped)`,
    page: async (read, size) => {
      const { rows } = await db.execute<Expanded>(
        sql`select * from (${expanded}) x where ${readFilter(userId, key, read)} order by x.day, x.key limit ${size}`,
      );
      return rows.map((row) => ({
        key: row.key,
        kind: "contracts" as const,
        ...toAlert(row),
        href: `/players/${row.player_id}/summary`,
        at: row.day,
      }));
    },
  };
}

/** Each option's notice day, 60 days before it and again 15 days before (two alerts, each once). */
export function optionNoticeSource(scope: Scope): AlertSource {
  const { today } = scope.clock;
  const expanded = sql`
    select 'club-option:' || c.id || ':' || o.ord || ':' || (o.value->>'noticeBy') || ':' ||
             case when (o.value->>'noticeBy')::date <= ${shiftDays(today, 15)}::date then '15' else '60' end as key,
           c.player_id, p.name as player_name, cl.name as club_name, o.value->>'noticeBy' as day,
           o.value->>'holder' as detail
      from ${clubContracts} c
      join ${players} p on p.id = c.player_id
      join ${clubs} cl on cl.id = c.club_id
      cross join lateral jsonb_array_elements(c.options) with ordinality as o(value, ord)
     where (o.value->>'noticeBy')::date between ${today}::date and ${shiftDays(today, 60)}::date
       and ${withinReach(sql.raw("c.player_id"), scope.reach) ?? sql`true`}`;
  return {
    kind: "contracts",
    ...clauseSource(scope, expanded, (row) => ({
      title: `Opción de ampliación de ${row.player_name} con ${row.club_name}: el aviso vence ${inDays(daysFrom(today, row.day))}`,
      detail: `${OPTION_HOLDER_LABELS[row.detail as OptionHolder] ?? "Una parte"} debe ejercerla antes del ${longDate.format(new Date(`${row.day}T00:00:00Z`))}`,
    })),
  };
}

/** Bonuses the player is close to (80 % of the target or more, not reached yet): once per bonus and target. */
export function bonusWithinReachSource(scope: Scope): AlertSource {
  const expanded = sql`
    select 'club-bonus:' || c.id || ':' || b.ord || ':' || (b.value->>'target') as key,
           c.player_id, p.name as player_name, cl.name as club_name, c.end_date::text as day,
           (b.value->>'description') || ': ' || (b.value->>'progress') || ' de ' || (b.value->>'target') as detail
      from ${clubContracts} c
      join ${players} p on p.id = c.player_id
      join ${clubs} cl on cl.id = c.club_id
      cross join lateral jsonb_array_elements(c.bonuses) with ordinality as b(value, ord)
     where c.end_date >= ${scope.clock.today}::date
       and (b.value->>'progress')::numeric < (b.value->>'target')::numeric
       and (b.value->>'progress')::numeric >= (b.value->>'target')::numeric * ${BONUS_WITHIN_REACH}
       and ${withinReach(sql.raw("c.player_id"), scope.reach) ?? sql`true`}`;
  return {
    kind: "contracts",
    ...clauseSource(scope, expanded, (row) => ({
      title: `${row.player_name} está cerca de un bonus con ${row.club_name}`,
      detail: row.detail,
    })),
  };
}

/** Contracts with a club ending within the contract lead time: one alert per contract and end date. */
export function clubContractEndSource(scope: Scope): AlertSource {
  const { db, userId, clock } = scope;
  const key = sql<string>`'club-contract-end:' || ${clubContracts.id} || ':' || ${clubContracts.endDate}`;
  const where = and(
    withinReach(clubContracts.playerId, scope.reach),
    gte(clubContracts.endDate, clock.today),
    lte(clubContracts.endDate, shiftDays(clock.today, ALERT_WINDOWS.contractDays)),
  );
  return {
    kind: "contracts",
    ...countsIn(scope, clubContracts, where, key, "club-contract-end:"),
    page: async (read, size) => {
      const rows = await db
        .select({ key, date: clubContracts.endDate, playerId: players.id, playerName: players.name, club: clubs.name })
        .from(clubContracts)
        .innerJoin(players, eq(players.id, clubContracts.playerId))
        .innerJoin(clubs, eq(clubs.id, clubContracts.clubId))
        .where(and(where, readFilter(userId, key, read)))
        .orderBy(asc(clubContracts.endDate), asc(clubContracts.id))
        .limit(size);
      return rows.map((row) => ({
        key: row.key,
        kind: "contracts" as const,
        title: `El contrato de ${row.playerName} con ${row.club} termina ${inDays(daysFrom(clock.today, row.date))}`,
        detail: "Habla con el club y el jugador sobre su renovación o su salida",
        href: `/players/${row.playerId}/summary`,
        at: row.date,
      }));
    },
  };
}
