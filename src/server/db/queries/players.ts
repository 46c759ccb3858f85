import { and, asc, eq, getTableColumns, like, sql } from "drizzle-orm";
import { ageOn } from "../../../shared/domain/age";
import type { Page } from "../../../shared/schemas/common";
import type { CreatePlayerInput, ListPlayersQuery, Player, UpdatePlayerInput } from "../../../shared/schemas/player";
import { players } from "../schema";
import { isoTimestamp, todayIso, toIso } from "./dates";
import type { DbExecutor } from "./executor";
import { toPage } from "./pagination";
import { afterCursorPlaceholder, cursorParams, preparedOnce, shapeOf } from "./prepared";
import { containsPattern, normalizeSearchText } from "./search-text";

type PlayerRow = Omit<typeof players.$inferSelect, "createdAt" | "updatedAt"> & { createdAt: Date | string; updatedAt: Date | string };

/** Every column, timestamps as ISO text (see isoTimestamp). */
const listColumns = {
  ...getTableColumns(players),
  createdAt: isoTimestamp(players.createdAt),
  updatedAt: isoTimestamp(players.updatedAt),
};

export function toPlayer(row: PlayerRow, today = todayIso()): Player {
  return {
    id: row.id,
    name: row.name,
    birthDate: row.birthDate,
    age: row.birthDate ? ageOn(row.birthDate, today) : null,
    position: row.position,
    nationality: row.nationality,
    team: row.team,
    image: row.image,
    social: {
      instagram: row.instagramFollowers,
      tiktok: row.tiktokFollowers,
      x: row.xFollowers,
      youtube: row.youtubeFollowers,
      engagementRate: row.engagementRate,
    },
    sentiment: row.sentiment,
    marketValue: row.marketValue,
    contractUntil: row.contractUntil,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export async function listPlayers(db: DbExecutor, query: ListPlayersQuery): Promise<Page<Player>> {
  const shape = shapeOf({ q: query.q, c: query.cursor });
  const statement = preparedOnce(db, `players_list_${shape}`, (name) =>
    db
      .select(listColumns)
      .from(players)
      .where(
        and(
          query.q ? like(players.searchText, sql.placeholder("pattern")) : undefined,
          query.cursor ? afterCursorPlaceholder([players.name, players.id], "asc") : undefined,
        ),
      )
      .orderBy(asc(players.name), asc(players.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
  const rows = await statement.execute({
    limit: query.limit + 1,
    pattern: query.q ? containsPattern(query.q) : undefined,
    ...cursorParams(query.cursor, 2),
  });
  const today = todayIso();
  return toPage(rows, query.limit, (row) => [row.name, row.id], (row) => toPlayer(row, today));
}

export async function getPlayer(db: DbExecutor, id: string): Promise<Player | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ? toPlayer(row) : undefined;
}

/** The accent- and case-free text the players list searches, kept with every write of a player. */
export function searchTextOf(values: { name: string; position: string; team: string }) {
  return normalizeSearchText(values.name, values.position, values.team);
}

export async function createPlayer(db: DbExecutor, input: CreatePlayerInput): Promise<Player> {
  const [row] = await db
    .insert(players)
    .values({ ...input, searchText: searchTextOf(input) })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toPlayer(row);
}

export async function updatePlayer(db: DbExecutor, id: string, input: UpdatePlayerInput): Promise<Player | undefined> {
  const [current] = await db.select().from(players).where(eq(players.id, id)).for("update");
  if (!current) return undefined;
  const next = { ...current, ...input };
  const [row] = await db
    .update(players)
    .set({ ...input, searchText: searchTextOf(next), updatedAt: new Date() })
    .where(eq(players.id, id))
    .returning();
  return row ? toPlayer(row) : undefined;
}

export async function deletePlayer(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  return deleted.length > 0;
}
