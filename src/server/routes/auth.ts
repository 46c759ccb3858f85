import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { type Auth, CLIENT_IP_HEADER } from "../auth/auth";
import type { AppEnv } from "../http/app-env";

/**
 * The client's address. Behind N trusted proxies it is the Nth address from the right of X-Forwarded-For:
 * each proxy appends the address it was reached from, and everything further left the client wrote itself.
 */
export function clientIp(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxyHops: number) {
  if (trustProxyHops > 0 && forwardedFor) {
    const hops = forwardedFor.split(",").map((entry) => entry.trim()).filter(Boolean);
    const client = hops[Math.max(0, hops.length - trustProxyHops)];
    if (client) return client;
  }
  return socketAddress;
}

/** Hands /api/auth/* to better-auth, telling it the client address it rate-limits sign-ins by. */
export function authRoutes(auth: Auth, options: { trustProxyHops: number }) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Overwritten, never passed through, so a client cannot choose its own rate-limit bucket.
    headers.delete(CLIENT_IP_HEADER);
    const socketAddress = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
    const ip = clientIp(c.req.header("x-forwarded-for"), socketAddress, options.trustProxyHops);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}
