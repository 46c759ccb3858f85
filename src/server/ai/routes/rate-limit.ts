import { createMiddleware } from "hono/factory";

import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { rateLimited } from "../../http/errors";
import { takeAiRequest } from "../../modules/ai-usage";

/** Palco's own limit on the AI routes, per agent, shared by every process through the database. */
export function aiRateLimit(db: Database, requestsPerMinute: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const decision = await takeAiRequest(db, c.get("session").user.id, requestsPerMinute);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    await next();
  });
}
