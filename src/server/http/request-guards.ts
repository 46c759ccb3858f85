import { isIP } from "node:net";
import { createMiddleware } from "hono/factory";

import type { AppEnv } from "./app-env";
import { forbidden, HttpError } from "./errors";

/** JSON bodies larger than this are refused before they are read (uploads set their own limit). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** A CSV import of up to 20,000 rows, sent as JSON. */
export const MAX_IMPORT_BODY_BYTES = 16 * 1024 * 1024;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostnameOf(host: string): string {
  // "[::1]:3000" -> "::1"; "localhost:3000" -> "localhost"
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  return host.replace(/:\d+$/, "").toLowerCase();
}

/**
 * A host name the browser cannot be tricked into sending for another site: the configured public host,
 * loopback names, and IP literals (DNS rebinding needs a name that an attacker's DNS server answers).
 */
export function isAllowedHost(host: string, publicHost: string | undefined): boolean {
  const name = hostnameOf(host);
  if (publicHost && name === publicHost.toLowerCase()) return true;
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  return isIP(name) !== 0;
}

/** Refuses requests whose Host header names a host Palco is not served at (DNS rebinding). */
export function hostGuard(publicUrl: string | undefined) {
  const publicHost = publicUrl ? new URL(publicUrl).hostname.replace(/^\[|\]$/g, "") : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (!isAllowedHost(host, publicHost)) {
      throw forbidden("Host no permitido: configura PALCO_PUBLIC_URL con la dirección de Palco");
    }
    await next();
  });
}

/**
 * Refuses state-changing requests sent by another site: their Origin must be Palco's own (the public URL, or
 * the address the request was made to); without an Origin, a browser's Sec-Fetch-Site must not say cross-site.
 * Requests from programs that send neither (curl, MCP clients with a token) are not affected.
 */
export function originGuard(publicUrl: string | undefined) {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (origin !== publicOrigin && origin !== new URL(c.req.url).origin) throw forbidden("Origen no permitido");
    } else {
      const site = c.req.header("sec-fetch-site");
      if (site === "cross-site" || site === "same-site") throw forbidden("Origen no permitido");
    }
    await next();
  });
}

/** Private data must never be kept by a browser or a proxy cache. */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
});

export function payloadTooLarge(maxBytes: number) {
  const megabytes = Math.round(maxBytes / (1024 * 1024));
  return new HttpError(413, "payload_too_large", `La petición supera el tamaño máximo de ${megabytes} MB`);
}
