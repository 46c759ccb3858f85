import { and, asc, eq, getTableColumns, like, sql, type SQL } from "drizzle-orm";

import { ageOn } from "../../../shared/domain/age";
import { agencyToday } from "../../../shared/domain/calendar-day";
import { parseFeeAmount } from "../../../shared/domain/fee-amount";
import { PLAYER_SEARCH_COUNT_CAP } from "../../../shared/domain/player-search";
import { pictureUrl } from "../../../shared/schemas/picture";
import {
  sentimentSharesIssue,
  type CreatePlayerInput,
  type ListPlayersQuery,
  type Player,
  type PlayerSort,
  type PlayersPage,
  type UpdatePlayerInput,
} from "../../../shared/schemas/player";
import { isoTimestamp, toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { toPage } from "../../db/lib/pagination";
import { reachParam, withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { afterCursorPlaceholder, cursorParams, preparedOnce, shapeOf } from "../../db/lib/prepared";
import { containsPattern, normalizeSearchText } from "../../db/lib/search-text";
import { invalidInput } from "../../domain-errors";
import { players } from "./table";

type PlayerRow = Omit<typeof players.$inferSelect, "createdAt" | "updatedAt"> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** Every column, timestamps as ISO text (see isoTimestamp). */
const listColumns = {
  ...getTableColumns(players),
  createdAt: isoTimestamp(players.createdAt),
  updatedAt: isoTimestamp(players.updatedAt),
};

export const playerPhotoPath = (id: string) => `/api/players/${id}/photo`;

export function toPlayer(row: PlayerRow, today = agencyToday()): Player {
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birthDate,
    age: row.birthDate ? ageOn(row.birthDate, today) : null,
    position: row.position,
    nationality: row.nationality,
    team: row.team,
    image: row.image,
    photoUrl: pictureUrl(playerPhotoPath(row.id), row.photoUpdatedAt, row.photoKey),
    social: {
      instagram: row.instagramFollowers,
      tiktok: row.tiktokFollowers,
      x: row.xFollowers,
      youtube: row.youtubeFollowers,
      engagementRate: row.engagementRate,
      instagramEngagement: row.instagramEngagement,
      tiktokEngagement: row.tiktokEngagement,
    },
    sentiment: row.sentiment,
    sentimentNegative: row.sentimentNegative,
    marketValue: row.marketValue,
    marketValueAmount: row.marketValueAmount,
    contractUntil: row.contractUntil,
    idDocumentType: row.idDocumentType,
    idDocumentNumber: row.idDocumentNumber,
    idDocumentExpiry: row.idDocumentExpiry,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

/**
 * What a sort orders by, negated so that every part of the order ascends: (key, name, id) is then one row
 * comparison for the cursor and one index per sort (migration 0020) serves both the order and the page.
 * Players without a figure (null, as -1) come last; ties go by name then id so pages never overlap.
 */
export const PLAYER_SORT_KEYS: Record<Exclude<PlayerSort, "name">, SQL> = {
  marketValue: sql`(-coalesce(${players.marketValueAmount}, -1))`,
  followers: sql`(-(${players.instagramFollowers} + ${players.tiktokFollowers} + ${players.xFollowers} + ${players.youtubeFollowers}))`,
  engagement: sql`(-coalesce(${players.engagementRate}, -1))`,
};

/** A search's matches, counted up to one past the cap: enough to say "more than", never every match. */
async function countSearchMatches(db: DbExecutor, q: string, reach: PlayerReach): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(players)
    .where(and(like(players.searchText, containsPattern(q)), withinReach(players.id, reach, { ofPlayerOnly: true })))
    .limit(PLAYER_SEARCH_COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return row?.total ?? 0;
}

/** The whole portfolio's count (the players route keeps it while no player is written). */
export async function countAllPlayers(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(players);
  return row?.total ?? 0;
}

async function countReachedPlayers(db: DbExecutor, reach: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(players)
    .where(withinReach(players.id, reach, { ofPlayerOnly: true }));
  return row?.total ?? 0;
}

/**
 * A page of players; the first page also says how many match. A search's count goes through the trigram index of
 * search_text (migration 0045) and grows with its matches only; the whole portfolio's comes from `countAll`.
 */
export async function listPlayers(
  db: DbExecutor,
  query: ListPlayersQuery,
  countAll: (db: DbExecutor) => Promise<number> = countAllPlayers,
  reach: PlayerReach = null,
): Promise<PlayersPage> {
  const sort = query.sort ?? "name";
  const key = sort === "name" ? undefined : PLAYER_SORT_KEYS[sort];
  // The statement's name carries the sort itself: each order is a different query text.
  const shape = shapeOf({ q: query.q, c: query.cursor, r: reach ?? undefined });
  const statement = preparedOnce(db, `players_list_${sort}_${shape}`, (name) =>
    db
      .select({ ...listColumns, sortKey: key ?? sql<null>`null` })
      .from(players)
      .where(
        and(
          query.q ? like(players.searchText, sql.placeholder("pattern")) : undefined,
          reach ? sql`${players.id} = any(${sql.placeholder("reach")}::uuid[])` : undefined,
          query.cursor
            ? afterCursorPlaceholder(key ? [key, players.name, players.id] : [players.name, players.id], "asc")
            : undefined,
        ),
      )
      .orderBy(...(key ? [asc(key)] : []), asc(players.name), asc(players.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
  const [rows, total] = await Promise.all([
    statement.execute({
      limit: query.limit + 1,
      pattern: query.q ? containsPattern(query.q) : undefined,
      reach: reach ? reachParam(reach) : undefined,
      ...cursorParams(query.cursor, key ? 3 : 2),
    }),
    query.cursor
      ? undefined
      : query.q
        ? countSearchMatches(db, query.q, reach)
        : reach
          ? countReachedPlayers(db, reach)
          : countAll(db),
  ]);
  const today = agencyToday();
  const page = toPage(
    rows,
    query.limit,
    (row) => (key ? [String(row.sortKey), row.name, row.id] : [row.name, row.id]),
    (row) => toPlayer(row, today),
  );
  return total === undefined ? page : { ...page, total };
}

export async function getPlayer(db: DbExecutor, id: string): Promise<Player | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ? toPlayer(row) : undefined;
}

/** The accent- and case-free text the players list searches, kept with every write of a player. */
export function searchTextOf(values: { name: string; position: string; team: string }) {
  return normalizeSearchText(values.name, values.position, values.team);
}

/** A new player's row: the input with what is read from it (the market value's euros, the search text). */
export const newPlayerRow = (input: CreatePlayerInput) => ({
  ...input,
  marketValueAmount: parseFeeAmount(input.marketValue),
  searchText: searchTextOf(input),
});

export async function createPlayer(db: DbExecutor, input: CreatePlayerInput): Promise<Player> {
  const [row] = await db.insert(players).values(newPlayerRow(input)).returning();
  if (!row) throw new Error("insert returned no row");
  return toPlayer(row);
}

export async function updatePlayer(db: DbExecutor, id: string, input: UpdatePlayerInput): Promise<Player | undefined> {
  const [current] = await db.select().from(players).where(eq(players.id, id)).for("update");
  if (!current) return undefined;
  const next = { ...current, ...input };
  // Each share may change alone, so the pair is judged on what the row will hold.
  const sharesIssue = sentimentSharesIssue(next.sentiment, next.sentimentNegative);
  if (sharesIssue)
    throw invalidInput(sharesIssue, {
      [input.sentimentNegative === undefined ? "sentiment" : "sentimentNegative"]: sharesIssue,
    });
  const [row] = await db
    .update(players)
    .set({
      ...input,
      ...(input.marketValue === undefined ? {} : { marketValueAmount: parseFeeAmount(input.marketValue) }),
      searchText: searchTextOf(next),
      updatedAt: new Date(),
    })
    .where(eq(players.id, id))
    .returning();
  return row ? toPlayer(row) : undefined;
}

export async function deletePlayer(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  return deleted.length > 0;
}
