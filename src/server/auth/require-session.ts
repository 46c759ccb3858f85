import { createMiddleware } from "hono/factory";

import type { AppEnv } from "../http/app-env";
import { unauthorized } from "../http/errors";
import type { Auth, SessionData } from "./auth";
import { sessionCookieValue, type SessionCache } from "./session-cache";

/** The signed-in agent's session: from this process's cache when it was checked a moment ago, else from better-auth. */
export async function resolveSession(auth: Auth, cache: SessionCache, headers: Headers): Promise<SessionData | null> {
  const cookie = sessionCookieValue(headers.get("cookie") ?? undefined);
  if (!cookie) return null;
  const cached = cache.get(cookie);
  if (cached) return cached;
  const session = await auth.api.getSession({ headers });
  if (session) cache.set(cookie, session);
  return session;
}

export function requireSession(auth: Auth, cache: SessionCache) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await resolveSession(auth, cache, c.req.raw.headers);
    if (!session) throw unauthorized();
    c.set("session", session);
    await next();
  });
}
