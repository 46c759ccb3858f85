import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";

import { requiresTwoFactor, TWO_FACTOR_MESSAGES } from "../../shared/domain/two-factor";
import { RESET_PASSWORD_PAGE, ssoRefusalOf } from "../../shared/schemas/auth";
import type { AppEnv } from "../http/app-env";
import { CLIENT_IP_HEADER, type Auth } from "./auth";
import { sessionCookieValue, type SessionCache } from "./session-cache";
import { SSO_PROVIDER_ID } from "./single-sign-on";

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

/** The address of the client of this request, past `trustProxyHops` trusted proxies. */
export const requestIp = (c: Context, trustProxyHops: number) =>
  clientIp(
    c.req.header("x-forwarded-for"),
    c.env?.incoming ? getConnInfo(c).remote.address : undefined,
    trustProxyHops,
  );

/** What a password reset from the emailed link may take away with the old password: every token and the feed. */
export type AccessOnReset = {
  /** The account a reset link's token belongs to, read before better-auth spends the token. */
  ownerOf: (token: string) => Promise<string | undefined>;
  revoke: (userId: string) => Promise<void>;
};

// Longer than any reset request takes, so that its answer's time tells nothing about the address.
const RESET_REQUEST_ANSWER_MS = 400;

type AuthRouteOptions = { trustProxyHops: number; sessionCache: SessionCache; accessOnReset?: AccessOnReset };

/**
 * Hands /api/auth/* to better-auth, telling it the client address it rate-limits sign-ins by. A session this
 * process checked a moment ago is answered from its cache; any POST (sign-out, password change, revocation...)
 * empties the cache, so that its effect is immediate here.
 */
export function authRoutes(auth: Auth, options: AuthRouteOptions) {
  const forward = (c: Context<AppEnv>, request: Request) => {
    const headers = new Headers(request.headers);
    // Overwritten, never passed through, so a client cannot choose its own rate-limit bucket.
    headers.delete(CLIENT_IP_HEADER);
    const ip = requestIp(c, options.trustProxyHops);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(request, { headers }));
  };
  // The request again with another JSON body, for better-auth to read.
  const withBody = (c: Context<AppEnv>, body: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    return new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) });
  };
  const bodyOf = async (c: Context<AppEnv>) => (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  return (
    new Hono<AppEnv>()
      .get("/get-session", async (c, next) => {
        const cookie = sessionCookieValue(c.req.header("cookie"));
        const cached = cookie ? options.sessionCache.get(cookie) : undefined;
        // Only a cache hit is answered here; better-auth answers the rest (and refreshes the cookie when due).
        if (cached) return c.json(cached);
        await next();
      })
      // A reset request answers alike for any address: padded to the same time whether an account exists (a token
      // written, an email queued) or not. Its link always opens Palco's public address, whatever host the request
      // came to: a link back to 127.0.0.1 opened from the public address was refused.
      .post("/request-password-reset", async (c) => {
        const started = Date.now();
        const redirectTo = new URL(RESET_PASSWORD_PAGE, auth.options.baseURL).toString();
        const response = await forward(c, withBody(c, { ...(await bodyOf(c)), redirectTo }));
        const wait = RESET_REQUEST_ANSWER_MS - (Date.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return response;
      })
      // The emailed link's new password, with the agent's choice to revoke every token and the calendar feed (on
      // unless sent false): better-auth is given its own fields, and the choice is carried out once it has answered.
      .post("/reset-password", async (c) => {
        const { revokeAccess, ...own } = await bodyOf(c);
        const owner =
          typeof own.token === "string" && options.accessOnReset
            ? await options.accessOnReset.ownerOf(own.token)
            : undefined;
        const response = await forward(c, withBody(c, own));
        options.sessionCache.clear();
        if (response.ok && owner && revokeAccess !== false) await options.accessOnReset?.revoke(owner);
        return response;
      })
      // A name is changed in Configuración (the agent) or by the agency (a player): a player renamed "Agente
      // Prueba" through this endpoint passed for the agent in the history.
      .post("/update-user", (c) =>
        c.json({ code: "FORBIDDEN", message: "El nombre se cambia en Configuración o lo cambia la agencia" }, 403),
      )
      // The agency's provider sends the browser back here: a refusal (no invitation, a deactivated member) comes
      // from our hooks as a JSON 403, which the browser would show bare; it lands on the sign-in page instead.
      .get(`/callback/${SSO_PROVIDER_ID}`, async (c) => {
        const response = await forward(c, c.req.raw);
        if (response.status < 400) return response;
        const { message } = (await response.json().catch(() => ({}))) as { message?: string };
        return c.redirect(`/login?sso=${ssoRefusalOf(message)}`, 302);
      })
      // A role that requires a second factor keeps it: better-auth would turn it off for anyone with the password.
      .post("/two-factor/disable", async (c) => {
        const current = await auth.api.getSession({ headers: c.req.raw.headers });
        if (current && requiresTwoFactor(current.user.role))
          return c.json({ code: "FORBIDDEN", message: TWO_FACTOR_MESSAGES.cannotDisable }, 403);
        const response = await forward(c, c.req.raw);
        options.sessionCache.clear();
        return response;
      })
      .on(["GET", "POST"], "/*", async (c) => {
        const response = await forward(c, c.req.raw);
        if (c.req.method === "POST") options.sessionCache.clear();
        return response;
      })
  );
}
