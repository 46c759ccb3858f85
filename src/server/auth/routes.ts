import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";

import type { AppEnv } from "../http/app-env";
import { CLIENT_IP_HEADER, type Auth } from "./auth";
import { sessionCookieValue, type SessionCache } from "./session-cache";

/**
 * The client's address. Behind N trusted proxies it is the Nth address from the right of X-Forwarded-For:
 * each proxy appends the address it was reached from, and everything further left the client wrote itself.
 */
export function clientIp(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxyHops: number) {
  if (trustProxyHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = hops[Math.max(0, hops.length - trustProxyHops)];
    if (client) return client;
  }
  return socketAddress;
}

/**
 * Hands /api/auth/* to better-auth, telling it the client address it rate-limits sign-ins by. A session this
 * process checked a moment ago is answered from its cache; any POST (sign-out, password change, revocation...)
 * empties the cache, so that its effect is immediate here.
 */
export function authRoutes(auth: Auth, options: { trustProxyHops: number; sessionCache: SessionCache }) {
  return new Hono<AppEnv>()
    .get("/get-session", async (c, next) => {
      const cookie = sessionCookieValue(c.req.header("cookie"));
      const cached = cookie ? options.sessionCache.get(cookie) : undefined;
      // Only a cache hit is answered here; better-auth answers the rest (and refreshes the cookie when due).
      if (cached) return c.json(cached);
      await next();
    })
    .on(["GET", "POST"], "/*", async (c) => {
      const headers = new Headers(c.req.raw.headers);
      // Overwritten, never passed through, so a client cannot choose its own rate-limit bucket.
      headers.delete(CLIENT_IP_HEADER);
      const socketAddress = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
      const ip = clientIp(c.req.header("x-forwarded-for"), socketAddress, options.trustProxyHops);
      if (ip) headers.set(CLIENT_IP_HEADER, ip);
      const response = await auth.handler(new Request(c.req.raw, { headers }));
      if (c.req.method === "POST") options.sessionCache.clear();
      return response;
    });
}
