import { createHash, createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { calendarFeeds } from "../schema";
import type { DbExecutor } from "./executor";

const tokenFor = (nonce: string, secret: string) => createHmac("sha256", secret).update(`calendar-feed:${nonce}`).digest("base64url");
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

async function replaceFeed(db: DbExecutor, secret: string): Promise<string> {
  const nonce = randomBytes(16).toString("base64url");
  const token = tokenFor(nonce, secret);
  await db.delete(calendarFeeds);
  await db.insert(calendarFeeds).values({ nonce, tokenHash: hashFeedToken(token) });
  return token;
}

/** The feed's current token, made on first use. */
export async function currentFeedToken(db: DbExecutor, secret: string): Promise<string> {
  const [feed] = await db.select().from(calendarFeeds).limit(1);
  if (feed) return tokenFor(feed.nonce, secret);
  return replaceFeed(db, secret);
}

/** A new token; the previous feed URL stops working. */
export const rotateFeedToken = (db: DbExecutor, secret: string) => replaceFeed(db, secret);

export async function isFeedToken(db: DbExecutor, token: string): Promise<boolean> {
  const [feed] = await db.select({ id: calendarFeeds.id }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  return feed !== undefined;
}
