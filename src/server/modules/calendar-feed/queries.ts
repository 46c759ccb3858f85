import { createHash, createHmac, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";

import { ADVISORY_LOCKS } from "../../db/advisory-locks";
import type { DbExecutor } from "../../db/lib/executor";
import { calendarFeeds } from "./table";

const tokenFor = (nonce: string, secret: string) =>
  createHmac("sha256", secret).update(`calendar-feed:${nonce}`).digest("base64url");
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

// Shared by every Palco process: one feed change at a time, so two never both survive.
const FEED_LOCK_KEY = ADVISORY_LOCKS.calendarFeed;

/** Replaces the feed's token under a transaction-wide lock; `keep` leaves a feed made meanwhile as it is. */
function replaceFeed(db: DbExecutor, secret: string, keep = false): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEED_LOCK_KEY})`);
    const [existing] = keep ? await tx.select().from(calendarFeeds).limit(1) : [];
    if (existing) return tokenFor(existing.nonce, secret);
    const nonce = randomBytes(16).toString("base64url");
    const token = tokenFor(nonce, secret);
    await tx.delete(calendarFeeds);
    await tx.insert(calendarFeeds).values({ nonce, tokenHash: hashFeedToken(token) });
    return token;
  });
}

/** The feed's current token, made on first use. */
export async function currentFeedToken(db: DbExecutor, secret: string): Promise<string> {
  const [feed] = await db.select().from(calendarFeeds).limit(1);
  if (feed) return tokenFor(feed.nonce, secret);
  return replaceFeed(db, secret, true);
}

/** A new token; the previous feed URL stops working. */
export const rotateFeedToken = (db: DbExecutor, secret: string) => replaceFeed(db, secret);

export async function isFeedToken(db: DbExecutor, token: string): Promise<boolean> {
  const [feed] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  return feed !== undefined;
}
