import { and, sql, type SQL } from "drizzle-orm";

import {
  SEARCH_KINDS,
  SEARCH_MIN_LENGTH,
  SEARCH_RESULTS_PER_KIND,
  type SearchKind,
  type SearchResult,
  type SearchResults,
} from "../../../shared/schemas/search";
import type { DbExecutor } from "../../db/lib/executor";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { escapeLike, normalizeSearchText } from "../../db/lib/search-text";

// Matches are ranked among the first candidates the trigram index yields: enough for every realistic query, and a
// bound on the work when a query matches most of a large table.
const CANDIDATES = 200;

type Row = {
  kind: SearchResult["kind"];
  id: string;
  title: string;
  subtitle: string;
  player_id: string | null;
  date: string | null;
  owner_kind: "club" | "brand" | null;
  owner_id: string | null;
};

/** Exact match, then prefix, then trigram similarity, then alphabetical: the order every kind uses. */
const rank = (folded: SQL, query: string) =>
  sql`(${folded} = ${query}) desc, (${folded} like ${`${escapeLike(query)}%`}) desc, similarity(${folded}, ${query}) desc`;

/** The ids of the five players, brands or clubs whose names match best. */
const bestMatches = (table: "players" | "brands" | "clubs", query: string) =>
  sql`select candidate.id from (
      select id, name, palco_fold(name) as folded from ${sql.identifier(table)}
      where palco_fold(name) like ${`%${escapeLike(query)}%`}
      limit ${CANDIDATES}
    ) candidate
    order by ${rank(sql`candidate.folded`, query)}, candidate.name
    limit ${SEARCH_RESULTS_PER_KIND}`;

/** Per kind: candidates by the folded column's trigram index, ranked, the first five. */
function kindQuery(
  kind: SearchResult["kind"],
  query: string,
  source: { from: SQL; column: string; select: SQL; orderTail?: SQL; reached?: SQL },
) {
  const folded = sql.raw(`palco_fold(${source.column})`);
  const pattern = `%${escapeLike(query)}%`;
  return sql`(select ${kind}::text as kind, hit.* from (
      select ${source.select}, ${folded} as folded
      ${source.from}
      where ${folded} like ${pattern} ${source.reached ? sql`and ${source.reached}` : sql``}
      limit ${CANDIDATES}
    ) hit
    order by ${rank(sql`hit.folded`, query)}, hit.title
    limit ${SEARCH_RESULTS_PER_KIND})`;
}

/**
 * What the member searching may find: the kinds their role reads, whether a deal's fee is shown, and the players
 * whose records they reach.
 */
export type SearchAccess = { kinds: readonly SearchKind[]; money: boolean; medical: boolean; reach: PlayerReach };
const FULL_ACCESS: SearchAccess = { kinds: SEARCH_KINDS, money: true, medical: true, reach: null };

/**
 * Players, brands, deals (by player or brand), events, news, documents, OKRs, mandates, clubs, people at clubs and
 * brands, and operations (by player or club) at once.
 */
export async function searchEverything(
  db: DbExecutor,
  rawQuery: string,
  access: SearchAccess = FULL_ACCESS,
): Promise<SearchResults> {
  const query = normalizeSearchText(rawQuery);
  const empty = { query: rawQuery, groups: SEARCH_KINDS.map((kind) => ({ kind, results: [] })) };
  if (query.length < SEARCH_MIN_LENGTH || access.kinds.length === 0) return empty;
  const { reach } = access;
  const ofPlayer = (column: string) => withinReach(sql.raw(column), reach, { ofPlayerOnly: true });
  const ofPlayerOrNone = (column: string) => withinReach(sql.raw(column), reach);
  const dealFee = access.money ? sql`case when d.fee <> '' then ' · ' || d.fee else '' end` : sql`''`;

  const everyPart: Record<SearchKind, SQL> = {
    player: kindQuery("player", query, {
      from: sql`from players p`,
      column: "p.name",
      reached: ofPlayer("p.id"),
      select: sql`p.id, p.name as title, p.position || ' · ' || p.team as subtitle, p.id as player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    brand: kindQuery("brand", query, {
      from: sql`from brands b`,
      column: "b.name",
      select: sql`b.id, b.name as title, b.sector as subtitle, null::uuid as player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    // A deal is found by its brand or its player: the most recently changed deals of the five best-matching of
    // each, read through the deals' player and brand indexes (an OR of the two would scan every deal).
    deal: sql`(select 'deal'::text as kind, d.id, b.name || ' · ' || p.name as title, d.stage::text || ${dealFee} as subtitle,
            d.player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id, null::text as folded
       from (
         select * from deals where player_id in (${bestMatches("players", query)})
         union
         select * from deals where brand_id in (${bestMatches("brands", query)})
       ) d
       join players p on p.id = d.player_id
       join brands b on b.id = d.brand_id
       ${reach ? sql`where ${ofPlayer("d.player_id")}` : sql``}
       order by d.updated_at desc, d.id
       limit ${SEARCH_RESULTS_PER_KIND})`,
    event: kindQuery("event", query, {
      from: sql`from events e join players p on p.id = e.player_id`,
      column: "e.title",
      reached: ofPlayer("e.player_id"),
      select: sql`e.id, e.title, p.name as subtitle, e.player_id, e.date::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    news: kindQuery("news", query, {
      from: sql`from news n join players p on p.id = n.player_id`,
      column: "n.title",
      reached: ofPlayer("n.player_id"),
      select: sql`n.id, n.title, n.source || ' · ' || p.name as subtitle, n.player_id, n.date::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    document: kindQuery("document", query, {
      from: sql`from documents doc left join players p on p.id = doc.player_id`,
      column: "doc.name",
      // A medical paper is found only by a role that sees medical information.
      reached: access.medical
        ? ofPlayerOrNone("doc.player_id")
        : and(ofPlayerOrNone("doc.player_id"), sql`doc.kind <> 'medico'`),
      select: sql`doc.id, doc.name as title, doc.type::text || coalesce(' · ' || p.name, '') as subtitle, doc.player_id, doc.date::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    okr: kindQuery("okr", query, {
      from: sql`from okrs o`,
      column: "o.objective",
      reached: ofPlayerOrNone("o.player_id"),
      select: sql`o.id, o.objective as title, o.quarter::text || ' ' || o.year || coalesce(' · ' || o.assigned_to, '') as subtitle, o.player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    mandate: kindQuery("mandate", query, {
      from: sql`from mandates m join players p on p.id = m.player_id`,
      column: "p.name",
      reached: ofPlayer("m.player_id"),
      select: sql`m.id, 'Mandato de ' || p.name as title, to_char(m.start_date, 'DD/MM/YYYY') || ' – ' || to_char(m.end_date, 'DD/MM/YYYY') as subtitle, m.player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    club: kindQuery("club", query, {
      from: sql`from clubs c`,
      column: "c.name",
      select: sql`c.id, c.name as title, concat_ws(' · ', c.league, c.country) as subtitle, null::uuid as player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id`,
    }),
    contact: kindQuery("contact", query, {
      from: sql`from contacts ct left join clubs c on c.id = ct.club_id left join brands b on b.id = ct.brand_id`,
      column: "ct.name",
      select: sql`ct.id, ct.name as title, concat_ws(' · ', nullif(ct.role, ''), coalesce(c.name, b.name)) as subtitle, null::uuid as player_id, null::text as date,
        case when ct.club_id is not null then 'club' else 'brand' end as owner_kind, coalesce(ct.club_id, ct.brand_id) as owner_id`,
    }),
    // An operation is found by its player or its club, as a deal by its player or brand.
    operation: sql`(select 'operation'::text as kind, o.id, o.type::text || ' · ' || p.name || ' → ' || c.name as title, o.stage::text as subtitle,
            o.player_id, null::text as date, null::text as owner_kind, null::uuid as owner_id, null::text as folded
       from (
         select * from operations where player_id in (${bestMatches("players", query)})
         union
         select * from operations where club_id in (${bestMatches("clubs", query)})
       ) o
       join players p on p.id = o.player_id
       join clubs c on c.id = o.club_id
       ${reach ? sql`where ${ofPlayer("o.player_id")}` : sql``}
       order by o.updated_at desc, o.id
       limit ${SEARCH_RESULTS_PER_KIND})`,
  };
  const parts = access.kinds.map((kind) => everyPart[kind]);
  const { rows } = await db.execute<Row & { folded: string | null }>(sql.join(parts, sql` union all `));
  return {
    query: rawQuery,
    groups: SEARCH_KINDS.map((kind) => ({
      kind,
      results: rows
        .filter((row) => row.kind === kind)
        .map((row) => ({
          kind,
          id: row.id,
          title: row.title,
          subtitle: row.subtitle,
          playerId: row.player_id,
          date: row.date,
          owner: row.owner_kind && row.owner_id ? { kind: row.owner_kind, id: row.owner_id } : null,
        })),
    })),
  };
}
