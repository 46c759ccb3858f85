import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { type Auth, CLIENT_IP_HEADER } from "../auth/auth";
import type { AppEnv } from "../http/app-env";

function clientIp(forwardedFor: string | undefined, socketAddress: string | undefined, trustProxy: boolean) {
  if (trustProxy && forwardedFor) return forwardedFor.split(",")[0]?.trim();
  return socketAddress;
}

/** Hands /api/auth/* to better-auth, telling it the client address it rate-limits sign-ins by. */
export function authRoutes(auth: Auth, options: { trustProxy: boolean }) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Overwritten, never passed through, so a client cannot choose its own rate-limit bucket.
    headers.delete(CLIENT_IP_HEADER);
    const socketAddress = c.env?.incoming ? getConnInfo(c).remote.address : undefined;
    const ip = clientIp(c.req.header("x-forwarded-for"), socketAddress, options.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}
