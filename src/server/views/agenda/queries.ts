// The market's dates for the calendar: next steps of the contact log, offers' answer days, signings, the contract
// starts of open operations, the notice days of contracts' options and the windows' closing days, between two days.
import { and, asc, between, eq, inArray, sql, type SQL } from "drizzle-orm";

import { OPTION_HOLDER_LABELS, type OptionHolder } from "../../../shared/domain/club-contracts";
import { contactLogPath } from "../../../shared/domain/contacts";
import { formatInvoiceDate } from "../../../shared/domain/invoices";
import { OPEN_OPERATION_STAGES } from "../../../shared/domain/operations";
import { windowOccurrences } from "../../../shared/domain/transfer-windows";
import { AGENDA_ITEM_LIMIT, type Agenda, type AgendaItem, type AgendaQuery } from "../../../shared/schemas/agenda";
import type { DbExecutor } from "../../db/lib/executor";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { clubContracts } from "../../modules/club-contracts/table";
import { clubs } from "../../modules/clubs/table";
import { selectNextSteps } from "../../modules/contacts";
import { contactLog } from "../../modules/contacts/table";
import { offers } from "../../modules/offers/table";
import { operations } from "../../modules/operations/table";
import { players } from "../../modules/players/table";
import { transferWindows } from "../../modules/transfer-windows/table";

async function nextSteps(db: DbExecutor, { from, to }: AgendaQuery, reach: PlayerReach): Promise<AgendaItem[]> {
  const rows = await selectNextSteps(db)
    .where(
      and(
        eq(contactLog.nextStepDone, false),
        between(contactLog.nextStepOn, from, to),
        withinReach(contactLog.playerId, reach),
      ),
    )
    .orderBy(asc(contactLog.nextStepOn), asc(contactLog.id))
    .limit(AGENDA_ITEM_LIMIT + 1);
  return rows.map((row) => ({
    id: `next-step:${row.id}`,
    date: row.day!,
    kind: "next-step",
    title: row.nextStep,
    detail: [row.contactName, row.clubName ?? row.brandName].filter(Boolean).join(" · "),
    href: contactLogPath(row),
    playerName: row.playerName,
  }));
}

async function offerDeadlines(db: DbExecutor, { from, to }: AgendaQuery, reach: PlayerReach): Promise<AgendaItem[]> {
  const rows = await db
    .select({
      id: offers.id,
      date: offers.respondBy,
      direction: offers.direction,
      operationId: offers.operationId,
      clubName: clubs.name,
      playerName: players.name,
    })
    .from(offers)
    .innerJoin(clubs, eq(clubs.id, offers.clubId))
    .innerJoin(operations, eq(operations.id, offers.operationId))
    .innerJoin(players, eq(players.id, operations.playerId))
    .where(
      and(
        eq(offers.state, "pendiente"),
        between(offers.respondBy, from, to),
        withinReach(operations.playerId, reach, { ofPlayerOnly: true }),
      ),
    )
    .orderBy(asc(offers.respondBy), asc(offers.id))
    .limit(AGENDA_ITEM_LIMIT + 1);
  return rows.map((row) => ({
    id: `offer:${row.id}`,
    date: row.date!,
    kind: "offer-deadline",
    title: `Respuesta a la oferta ${row.direction}: ${row.clubName}`,
    detail: row.playerName,
    href: `/operations/${row.operationId}`,
    playerName: row.playerName,
  }));
}

async function operationDates(db: DbExecutor, { from, to }: AgendaQuery, reach: PlayerReach): Promise<AgendaItem[]> {
  const columns = {
    id: operations.id,
    type: operations.type,
    playerName: players.name,
    clubName: clubs.name,
    signedOn: operations.signedOn,
    startDate: operations.startDate,
  };
  const reached = withinReach(operations.playerId, reach, { ofPlayerOnly: true });
  const select = () =>
    db
      .select(columns)
      .from(operations)
      .innerJoin(players, eq(players.id, operations.playerId))
      .innerJoin(clubs, eq(clubs.id, operations.clubId));
  const [signed, starting] = await Promise.all([
    select()
      .where(and(between(operations.signedOn, from, to), reached))
      .orderBy(asc(operations.signedOn), asc(operations.id))
      .limit(AGENDA_ITEM_LIMIT + 1),
    select()
      .where(and(inArray(operations.stage, OPEN_OPERATION_STAGES), between(operations.startDate, from, to), reached))
      .orderBy(asc(operations.startDate), asc(operations.id))
      .limit(AGENDA_ITEM_LIMIT + 1),
  ]);
  return [
    ...signed.map(
      (row): AgendaItem => ({
        id: `signing:${row.id}`,
        date: row.signedOn!,
        kind: "signing",
        title: `Firma: ${row.type} de ${row.playerName}`,
        detail: row.clubName,
        href: `/operations/${row.id}`,
        playerName: row.playerName,
      }),
    ),
    ...starting.map(
      (row): AgendaItem => ({
        id: `start:${row.id}`,
        date: row.startDate!,
        kind: "contract-start",
        title: `Inicio previsto: ${row.type} de ${row.playerName}`,
        detail: row.clubName,
        href: `/operations/${row.id}`,
        playerName: row.playerName,
      }),
    ),
  ];
}

/** The last day to exercise each option of a club contract (an option lives inside its contract's JSON). */
async function optionNotices(db: DbExecutor, { from, to }: AgendaQuery, reach: PlayerReach): Promise<AgendaItem[]> {
  const { rows } = await db.execute<{
    id: string;
    position: number;
    date: string;
    holder: OptionHolder;
    extendsTo: string;
    playerId: string;
    playerName: string;
    clubName: string;
  }>(sql`
    select c.id, o.position::int as position, o.option->>'noticeBy' as date, o.option->>'holder' as holder,
           o.option->>'extendsTo' as "extendsTo", c.player_id as "playerId", p.name as "playerName",
           cl.name as "clubName"
    from ${clubContracts} c
    cross join lateral jsonb_array_elements(c.options) with ordinality as o(option, position)
    join ${players} p on p.id = c.player_id
    join ${clubs} cl on cl.id = c.club_id
    where (o.option->>'noticeBy')::date between ${from} and ${to}
      ${reachedPlayers(reach)}
    order by 3, 1, 2
    limit ${AGENDA_ITEM_LIMIT + 1}`);
  return rows.map((row) => ({
    id: `option:${row.id}:${row.position}`,
    date: row.date,
    kind: "option-notice",
    title: `Aviso de opción: ${row.clubName}`,
    detail: `${OPTION_HOLDER_LABELS[row.holder] ?? row.holder} puede ampliar hasta el ${formatInvoiceDate(row.extendsTo)}`,
    href: `/players/${row.playerId}/contracts`,
    playerName: row.playerName,
  }));
}

/** A condition appended to a raw query's where clause, or nothing. */
const andAlso = (condition: SQL | undefined) => (condition ? sql`and ${condition}` : sql``);

/** The contracts of the players within reach (`c` in the query). */
const reachedPlayers = (reach: PlayerReach) => andAlso(withinReach(sql`c.player_id`, reach, { ofPlayerOnly: true }));

async function windowClosings(db: DbExecutor, { from, to }: AgendaQuery): Promise<AgendaItem[]> {
  const windows = await db.select().from(transferWindows);
  return windows.flatMap((window) =>
    windowOccurrences(window, from, to)
      .filter((dates) => dates.endDate >= from && dates.endDate <= to)
      .map((dates) => ({
        id: `window:${window.id}:${dates.endDate}`,
        date: dates.endDate,
        kind: "window-close" as const,
        title: `Cierra la ventana ${window.league} · ${window.name}`,
        detail: "Último día para inscribir fichajes en esa liga",
        href: "/operations",
        playerName: null,
      })),
  );
}

/** How many of the database's market dates fall on each day of the range (the windows are added apart). */
async function countsByDay(
  db: DbExecutor,
  { from, to }: AgendaQuery,
  reach: PlayerReach,
): Promise<Map<string, number>> {
  const ofPlayers = andAlso(withinReach(sql`player_id`, reach, { ofPlayerOnly: true }));
  const open = sql.join(
    OPEN_OPERATION_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ date: string; count: number }>(sql`
    select date::text, sum(n)::int as count from (
      select next_step_on as date, count(*) as n from ${contactLog}
        where not next_step_done and next_step_on between ${from} and ${to}
        ${andAlso(withinReach(sql`player_id`, reach))} group by 1
      union all
      select respond_by, count(*) from ${offers}
        where state = 'pendiente' and respond_by between ${from} and ${to}
        ${reach ? sql`and operation_id in (select id from ${operations} where true ${ofPlayers})` : sql``} group by 1
      union all
      select signed_on, count(*) from ${operations} where signed_on between ${from} and ${to} ${ofPlayers} group by 1
      union all
      select start_date, count(*) from ${operations}
        where stage in (${open}) and start_date between ${from} and ${to} ${ofPlayers} group by 1
      union all
      select (o->>'noticeBy')::date, count(*) from ${clubContracts} c cross join jsonb_array_elements(c.options) o
        where (o->>'noticeBy')::date between ${from} and ${to} ${reachedPlayers(reach)} group by 1
    ) dated group by 1`);
  return new Map(rows.map((row) => [row.date, row.count]));
}

/** The market's dates between `from` and `to` (both included): counted by day, and the earliest listed. */
export async function agendaBetween(db: DbExecutor, range: AgendaQuery, reach: PlayerReach = null): Promise<Agenda> {
  const [counts, ...parts] = await Promise.all([
    countsByDay(db, range, reach),
    nextSteps(db, range, reach),
    offerDeadlines(db, range, reach),
    operationDates(db, range, reach),
    optionNotices(db, range, reach),
    windowClosings(db, range),
  ]);
  const windows = parts[4];
  for (const item of windows) counts.set(item.date, (counts.get(item.date) ?? 0) + 1);
  const items = parts.flat().sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return {
    days: [...counts.entries()].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date)),
    items: items.slice(0, AGENDA_ITEM_LIMIT),
    truncated: total > AGENDA_ITEM_LIMIT,
  };
}
