import { sql, type SQL } from "drizzle-orm";

import type { HiddenGroup } from "../../../shared/domain/team-roles";
import type { DbExecutor } from "../../db/lib/executor";
import type { PlayerReach } from "../../db/lib/player-reach";
import type { CatalogueField, CatalogueResource, StateValue } from "./catalogue-types";

/**
 * Who is reading, as the catalogue cuts it: the member's reach and hidden groups, or the player in his own app
 * (only his records of the resources he sees).
 */
export type CatalogueAccess = { reach: PlayerReach; hidden: readonly HiddenGroup[]; playerId?: string };

export type CatalogueOrder = "due" | "recent" | "amount" | "title";

export type CatalogueQuery = {
  resource: CatalogueResource;
  playerIds?: readonly string[];
  clubIds?: readonly string[];
  brandIds?: readonly string[];
  personIds?: readonly string[];
  /** Values of the state asked for; values of one group widen ("pendientes o vencidas"), conditions narrow. */
  states?: readonly StateValue[];
  /** Days on the record's date (or its due day when `on` is "due"), both included. */
  period?: { from: string; to: string; on: "date" | "due" };
  /** Only what is still pending and due: "overdue" before today, "due" from today on. */
  pending?: "due" | "overdue" | "open";
  /** Words the record's name must contain (a person, a document's title). */
  words?: readonly string[];
  order: CatalogueOrder;
  limit: number;
};

export type CatalogueRow = {
  title: string;
  playerName: string | null;
  date: string | null;
  due: string | null;
  amount: number | null;
  state: string | null;
  fields: Record<string, string | number | boolean | null>;
};

export type CatalogueResult = {
  rows: CatalogueRow[];
  count: number;
  /** The sum of the resource's amount over every matching record (null without an amount or for a role without money). */
  sum: number | null;
  /** The same sum by calendar year of the record's date, oldest first. */
  byYear: { year: number; sum: number; count: number }[];
  /** Whether money was left out because the reader's role does not see it. */
  moneyHidden: boolean;
};

/** The catalogue's SQL with `{today}` as the agency's day, a bound parameter. */
function raw(text: string, today: string): SQL {
  const parts = text.split("{today}");
  return sql.join(
    parts.map((part, index) => (index === 0 ? sql.raw(part) : sql`${today}::date${sql.raw(part)}`)),
    sql.raw(""),
  );
}

export const visibleFields = (resource: CatalogueResource, hidden: readonly HiddenGroup[]): CatalogueField[] =>
  resource.fields.filter((field) => !field.group || !hidden.includes(field.group));

const anyOf = (expr: string, ids: readonly string[]) => sql`${sql.raw(expr)} = any(${`{${ids.join(",")}}`}::uuid[])`;

function conditions(query: CatalogueQuery, access: CatalogueAccess, today: string): SQL[] {
  const { resource } = query;
  const where: SQL[] = [];
  const player = resource.player;
  if (access.playerId) where.push(player ? anyOf(player, [access.playerId]) : sql`false`);
  else if (access.reach && player) where.push(sql`(${sql.raw(player)} is null or ${anyOf(player, access.reach)})`);
  if (resource.hiddenRows && access.hidden.includes(resource.hiddenRows.group))
    where.push(sql`not coalesce(${raw(resource.hiddenRows.where, today)}, false)`);
  const byIds = (expr: string | undefined, ids: readonly string[] | undefined) => {
    if (!ids?.length) return;
    where.push(expr ? anyOf(expr, ids) : sql`false`);
  };
  byIds(player, query.playerIds);
  byIds(resource.club, query.clubIds);
  byIds(resource.brand, query.brandIds);
  byIds(resource.person, query.personIds);
  const states = query.states ?? [];
  const values = states.filter((value) => !value.where);
  if (values.length && resource.state)
    where.push(
      sql`${raw(resource.state.expr, today)} in (${sql.join(
        values.map((value) => sql`${value.value}`),
        sql`, `,
      )})`,
    );
  for (const value of states.filter((value) => value.where)) where.push(sql`(${raw(value.where!, today)})`);
  const due = resource.due;
  if (query.pending && due) {
    where.push(sql`(${raw(due.pending, today)})`);
    if (query.pending === "overdue") where.push(sql`${raw(due.expr, today)} < ${today}::date`);
    if (query.pending === "due" && !query.period) where.push(sql`${raw(due.expr, today)} >= ${today}::date`);
  } else if (query.pending === "open" && resource.state?.open) where.push(sql`(${raw(resource.state.open, today)})`);
  if (query.period) {
    const on = query.period.on === "due" ? (due?.expr ?? resource.date?.expr) : (resource.date?.expr ?? due?.expr);
    if (on) where.push(sql`${raw(on, today)} between ${query.period.from}::date and ${query.period.to}::date`);
  }
  // A word the question adds ("en Italia", "de Sevilla") is looked for in the record's name and its text fields.
  const texts = [
    resource.title,
    ...visibleFields(resource, access.hidden)
      .filter((field) => field.kind === "text")
      .map((field) => field.expr),
  ];
  const searchable = sql.join(
    texts.map((text) => sql`coalesce((${raw(text, today)})::text, '')`),
    sql`, `,
  );
  for (const word of query.words ?? []) where.push(sql`palco_fold(concat_ws(' ', ${searchable})) like ${`%${word}%`}`);
  return where;
}

function orderBy(query: CatalogueQuery, today: string): SQL {
  const { resource } = query;
  const title = raw(resource.title, today);
  const dated = (expr: string | undefined, direction: "asc" | "desc") =>
    expr ? sql`${raw(expr, today)} ${sql.raw(direction)} nulls last, ${title}` : title;
  switch (query.order) {
    case "due":
      return dated(resource.due?.expr ?? resource.date?.expr, "asc");
    case "recent":
      return dated(resource.date?.expr ?? resource.due?.expr, "desc");
    case "amount":
      return dated(resource.amount?.expr, "desc");
    case "title":
      return title;
  }
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const cents = (value: number) => Math.round(value * 100) / 100;

/** The records a question asks for, their count and (when the role sees money) their sum, by year too. */
export async function readCatalogue(
  db: DbExecutor,
  query: CatalogueQuery,
  access: CatalogueAccess,
  today: string,
): Promise<CatalogueResult> {
  const { resource } = query;
  const moneyHidden = access.hidden.includes("money");
  const where = conditions(query, access, today);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const from = sql.raw(resource.from);
  const fields = visibleFields(resource, access.hidden);
  const amount =
    resource.amount && !moneyHidden ? sql`(${raw(resource.amount.expr, today)})::numeric` : sql`null::numeric`;
  const dayOf = (expr: string | undefined) => (expr ? sql`to_char(${raw(expr, today)}, 'YYYY-MM-DD')` : sql`null`);
  const playerName = resource.player
    ? sql`(select name from players where id = ${raw(resource.player, today)})`
    : sql`null`;
  const columns = sql.join(
    [
      sql`${raw(resource.title, today)} as title`,
      sql`${playerName} as player_name`,
      sql`${dayOf(resource.date?.expr)} as date`,
      sql`${dayOf(resource.due?.expr)} as due`,
      sql`${amount} as amount`,
      sql`${resource.state ? raw(resource.state.expr, today) : sql`null`} as state`,
      ...fields.map((field, index) => sql`${raw(field.expr, today)} as ${sql.identifier(`f${index}`)}`),
    ],
    sql`, `,
  );
  const listed = await db.execute<Record<string, unknown>>(
    sql`select ${columns} from ${from} ${whereSql} order by ${orderBy(query, today)} limit ${query.limit}`,
  );
  const yearOf = resource.date?.expr ?? resource.due?.expr;
  const totals = await db.execute<{ year: number | null; count: number; sum: string | null }>(
    sql`select ${yearOf ? sql`extract(year from ${raw(yearOf, today)})::int` : sql`null::int`} as year,
      count(*)::int as count, sum(${amount}) as sum from ${from} ${whereSql} group by 1 order by 1 nulls first`,
  );
  const count = totals.rows.reduce((total, row) => total + row.count, 0);
  const summed = totals.rows.filter((row) => row.sum !== null);
  return {
    rows: listed.rows.map((row) => ({
      title: String(row.title),
      playerName: (row.player_name as string | null) ?? null,
      date: (row.date as string | null) ?? null,
      due: (row.due as string | null) ?? null,
      amount: numberOrNull(row.amount),
      state: (row.state as string | null) ?? null,
      fields: Object.fromEntries(
        fields.map((field, index) => {
          const value = row[`f${index}`];
          return [field.key, value === undefined ? null : (value as string | number | boolean | null)];
        }),
      ),
    })),
    count,
    sum: resource.amount && !moneyHidden ? cents(summed.reduce((total, row) => total + Number(row.sum), 0)) : null,
    byYear: summed
      .filter((row) => row.year !== null)
      .map((row) => ({ year: row.year!, sum: Number(row.sum), count: row.count })),
    moneyHidden,
  };
}
