import { sql } from "drizzle-orm";

import type { DbExecutor } from "./executor";

export type AttemptDecision = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one attempt under `key` in a fixed window, in the table better-auth keeps its sign-in limits in, so that
 * every Palco process counts against the same limit (keys start with "palco:" and never meet better-auth's).
 */
export async function takeAttempt(
  db: DbExecutor,
  key: string,
  limit: number,
  windowSeconds = 60,
): Promise<AttemptDecision> {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const result = await db.execute<{ count: number; window_start: string }>(sql`
    insert into rate_limit (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request > ${now - windowMs} then rate_limit.count + 1 else 1 end,
      last_request = case when rate_limit.last_request > ${now - windowMs} then rate_limit.last_request else ${now} end
    returning count, last_request::text as window_start`);
  const row = result.rows[0];
  if (!row) throw new Error("attempt limit upsert returned no row");
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
  return { allowed: row.count <= limit, retryAfterSeconds };
}
