import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/app-env";
import { unauthorized } from "../http/errors";
import type { Auth } from "./auth";

export function requireSession(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthorized();
    c.set("session", session);
    await next();
  });
}
