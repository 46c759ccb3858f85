import { sql } from "drizzle-orm";

import type { DbExecutor } from "../../db/lib/executor";

export type RateDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one AI request for the agent in the current fixed window and says whether it is within `limit`.
 * One upsert: concurrent requests from several processes each get their own count, none is lost.
 */
export async function takeAiRequest(
  db: DbExecutor,
  userId: string,
  limit: number,
  windowSeconds = 60,
): Promise<RateDecision> {
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    with now_window as (
      select to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}) as start
    )
    insert into ai_rate_limits (user_id, window_start, count)
    select ${userId}, start, 1 from now_window
    on conflict (user_id) do update set
      count = case when ai_rate_limits.window_start = excluded.window_start then ai_rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after
  `);
  const row = result.rows[0];
  if (!row) throw new Error("ai rate limit upsert returned no row");
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds: Math.max(1, row.retry_after) };
}
