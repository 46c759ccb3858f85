import { and, asc, between, desc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";

import { agencyToday, shiftDays } from "../../shared/domain/calendar-day";
import { typoDistance, typosAllowed } from "../../shared/domain/typo-distance";
import type { Deal } from "../../shared/schemas/deal";
import type { Investment } from "../../shared/schemas/investment";
import type { Player } from "../../shared/schemas/player";
import type { DbExecutor } from "../db/lib/executor";
import { containsPattern } from "../db/lib/search-text";
import { brands } from "../modules/brands/table";
import { deals } from "../modules/deals/table";
import { selectInvestments, toInvestment } from "../modules/investments";
import { investments } from "../modules/investments/table";
import { toPlayer } from "../modules/players";
import { players } from "../modules/players/table";

/** What the assistant can rank players by. */
export const RANK_METRICS = [
  "followers",
  "instagram",
  "tiktok",
  "x",
  "youtube",
  "engagement",
  "sentiment",
  "market_value",
  "contract_end",
  "instagram_engagement",
  "tiktok_engagement",
] as const;
export type RankMetric = (typeof RANK_METRICS)[number];

const metricColumn: Record<RankMetric, SQL<number>> = {
  followers: sql<number>`(${players.instagramFollowers} + ${players.tiktokFollowers} + ${players.xFollowers} + ${players.youtubeFollowers})`,
  instagram: sql<number>`${players.instagramFollowers}`,
  tiktok: sql<number>`${players.tiktokFollowers}`,
  x: sql<number>`${players.xFollowers}`,
  youtube: sql<number>`${players.youtubeFollowers}`,
  engagement: sql<number>`${players.engagementRate}`,
  sentiment: sql<number>`${players.sentiment}`,
  market_value: sql<number>`${players.marketValueAmount}`,
  instagram_engagement: sql<number>`${players.instagramEngagement}`,
  tiktok_engagement: sql<number>`${players.tiktokEngagement}`,
  // Days since 1970-01-01: the earliest end ranks lowest.
  contract_end: sql<number>`(${players.contractUntil} - date '1970-01-01')`,
};

export type RankedPlayer = { player: Player; value: number };

export async function rankPlayers(
  db: DbExecutor,
  metric: RankMetric,
  order: "desc" | "asc",
  limit: number,
): Promise<RankedPlayer[]> {
  const value = metricColumn[metric];
  const rows = await db
    .select({ row: players, value: sql<string>`${value}` })
    .from(players)
    // A player without a figure is not the lowest nor the highest: he is left out of the ranking.
    .where(isNotNull(value))
    .orderBy(order === "desc" ? desc(value) : asc(value), asc(players.name), asc(players.id))
    .limit(limit);
  const today = agencyToday();
  return rows.map(({ row, value: figure }) => ({ player: toPlayer(row, today), value: Number(figure) }));
}

export async function countPlayers(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(players);
  return row?.total ?? 0;
}

// Lower-case and accent-free in SQL, matching normalizeSearchText for the letters Spanish names use.
const ACCENTED = "áàäâãéèëêíìïîóòöôõúùüûñç";
const PLAIN = "aaaaaeeeeiiiiooooouuuunc";
const normalizedName = (column: SQLWrapper) => sql<string>`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export type NamedPlayer = { id: string; name: string; matchedWords: number; nameWords: number };

/**
 * Players whose name shares a word with `words` (already normalized), best match first: "Álvaro", "Martín" and
 * "Álvaro Martín Ruiz" all find the same player.
 */
export async function findPlayersByNameWords(db: DbExecutor, words: string[], limit = 20): Promise<NamedPlayer[]> {
  if (words.length === 0) return [];
  const nameWords = sql`string_to_array(${normalizedName(players.name)}, ' ')`;
  const wordArray = sql`${sql.param(words)}::text[]`;
  const rows = await db
    .select({
      id: players.id,
      name: players.name,
      matchedWords: sql<number>`(select count(*)::int from unnest(${nameWords}) as part where part = any(${wordArray}))`,
      nameWords: sql<number>`cardinality(${nameWords})`,
    })
    .from(players)
    .where(sql`${nameWords} && ${wordArray}`)
    .orderBy(asc(players.name), asc(players.id))
    .limit(limit);
  return rows.sort((a, b) => b.matchedWords - a.matchedWords);
}

/**
 * The question's words with typos in players' names put right ("salvatiera" -> "salvatierra"): a word that names no
 * player exactly becomes the name part it is closest to, within the typos its length allows.
 */
export async function correctNameWords(db: DbExecutor, words: string[]): Promise<string[]> {
  const unsure = words.filter((word) => typosAllowed(word) > 0);
  if (unsure.length === 0) return words;
  const nameWords = sql`string_to_array(${normalizedName(players.name)}, ' ')`;
  const rows = await db
    .select({ parts: sql<string[]>`${nameWords}` })
    .from(players)
    .where(
      sql`exists (select 1 from unnest(${nameWords}) as part, unnest(${sql.param(unsure)}::text[]) as word
        where part = word or similarity(part, word) > 0.25)`,
    )
    .limit(200);
  const parts = new Set(rows.flatMap((row) => row.parts));
  return words.map((word) => {
    if (parts.has(word) || typosAllowed(word) === 0) return word;
    let best: { part: string; distance: number } | undefined;
    for (const part of parts) {
      const distance = typoDistance(word, part);
      if (distance <= typosAllowed(word) && (!best || distance < best.distance)) best = { part, distance };
    }
    return best?.part ?? word;
  });
}

export type NamedBrand = { id: string; name: string; sector: string };

/** Brands named in `question` (normalized, words separated by single spaces): by full name or by its first word. */
export async function findBrandsInText(db: DbExecutor, question: string): Promise<NamedBrand[]> {
  const padded = ` ${question} `;
  const brandName = normalizedName(brands.name);
  return db
    .select({ id: brands.id, name: brands.name, sector: brands.sector })
    .from(brands)
    .where(
      sql`position(' ' || ${brandName} || ' ' in ${padded}) > 0
        or (length(split_part(${brandName}, ' ', 1)) >= 4 and position(' ' || split_part(${brandName}, ' ', 1) || ' ' in ${padded}) > 0)`,
    )
    .orderBy(asc(brands.name))
    .limit(5);
}

/** Brands whose name contains `query` (any case, accents or none); every brand when it is blank. */
export async function searchBrands(db: DbExecutor, query: string, limit = 10): Promise<NamedBrand[]> {
  return db
    .select({ id: brands.id, name: brands.name, sector: brands.sector })
    .from(brands)
    .where(query.trim() ? sql`${normalizedName(brands.name)} like ${containsPattern(query)}` : undefined)
    .orderBy(asc(brands.name))
    .limit(limit);
}

export type ContractDue = { playerId: string; playerName: string; team: string; contractUntil: string };
export type RenewalDue = Pick<Deal, "id" | "playerId" | "playerName" | "brandName" | "stage" | "fee"> & {
  renewDate: string;
};

/** Player contracts ending and deal renewals falling between today and `days` from now, soonest first. */
export async function contractsAndRenewalsDue(db: DbExecutor, days: number, playerId?: string, today = agencyToday()) {
  const until = shiftDays(today, days);
  const [contracts, renewals] = await Promise.all([
    db
      .select({
        playerId: players.id,
        playerName: players.name,
        team: players.team,
        contractUntil: sql<string>`${players.contractUntil}::text`,
      })
      .from(players)
      .where(and(between(players.contractUntil, today, until), playerId ? eq(players.id, playerId) : undefined))
      .orderBy(asc(players.contractUntil), asc(players.name))
      .limit(50),
    db
      .select({
        id: deals.id,
        playerId: deals.playerId,
        playerName: players.name,
        brandName: brands.name,
        stage: deals.stage,
        fee: deals.fee,
        renewDate: sql<string>`${deals.renewDate}::text`,
      })
      .from(deals)
      .innerJoin(players, eq(players.id, deals.playerId))
      .innerJoin(brands, eq(brands.id, deals.brandId))
      .where(
        and(
          isNotNull(deals.renewDate),
          between(deals.renewDate, today, until),
          playerId ? eq(deals.playerId, playerId) : undefined,
        ),
      )
      .orderBy(asc(deals.renewDate), asc(players.name))
      .limit(50),
  ]);
  return { from: today, until, contracts: contracts as ContractDue[], renewals: renewals as RenewalDue[] };
}

const RISK_RANK = sql<number>`case ${investments.risk} when 'alto' then 3 when 'medio' then 2 else 1 end`;

/** Investments, riskiest first (then active before the rest, then the newest). */
export async function investmentsByRisk(db: DbExecutor, limit: number, playerId?: string): Promise<Investment[]> {
  const rows = await selectInvestments(db)
    .where(playerId ? eq(investments.playerId, playerId) : undefined)
    .orderBy(desc(RISK_RANK), sql`${investments.status} = 'activa' desc`, desc(investments.date), asc(investments.id))
    .limit(limit);
  return rows.map(toInvestment);
}

/** The players the browser named as context, as the server knows them (unknown ids are dropped). */
export async function playersByIds(db: DbExecutor, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(inArray(players.id, ids))
    .orderBy(asc(players.name));
}
