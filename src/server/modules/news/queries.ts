import { and, desc, eq } from "drizzle-orm";

import type { Page } from "../../../shared/schemas/common";
import type { CreateNewsInput, ListNewsQuery, NewsItem, UpdateNewsInput } from "../../../shared/schemas/news";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { players } from "../players/table";
import { news } from "./table";

const newsColumns = {
  id: news.id,
  playerId: news.playerId,
  playerName: players.name,
  title: news.title,
  source: news.source,
  sentiment: news.sentiment,
  date: news.date,
  excerpt: news.excerpt,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
  version: news.version,
};

type NewsRow = Omit<NewsItem, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

export function toNewsItem(row: NewsRow): NewsItem {
  return withIsoTimestamps(row);
}

export function selectNews(db: DbExecutor) {
  return db.select(newsColumns).from(news).innerJoin(players, eq(players.id, news.playerId));
}

/** Newest first. */
export async function listNews(
  db: DbExecutor,
  query: ListNewsQuery,
  reach: PlayerReach = null,
): Promise<Page<NewsItem>> {
  const rows = await selectNews(db)
    .where(
      and(
        query.playerId ? eq(news.playerId, query.playerId) : undefined,
        withinReach(news.playerId, reach),
        query.sentiment ? eq(news.sentiment, query.sentiment) : undefined,
        afterCursor([news.date, news.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(news.date), desc(news.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.date, row.id], toNewsItem);
}

export async function getNewsItem(db: DbExecutor, id: string): Promise<NewsItem | undefined> {
  const [row] = await selectNews(db).where(eq(news.id, id));
  return row ? toNewsItem(row) : undefined;
}

export async function createNewsItem(db: DbExecutor, input: CreateNewsInput): Promise<NewsItem> {
  const [row] = await db.insert(news).values(input).returning({ id: news.id });
  const item = row && (await getNewsItem(db, row.id));
  if (!item) throw new Error("insert returned no row");
  return item;
}

export async function updateNewsItem(
  db: DbExecutor,
  id: string,
  input: UpdateNewsInput,
): Promise<NewsItem | undefined> {
  const updated = await db
    .update(news)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(news.id, id))
    .returning({ id: news.id });
  return updated.length > 0 ? getNewsItem(db, id) : undefined;
}

export async function deleteNewsItem(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return deleted.length > 0;
}
