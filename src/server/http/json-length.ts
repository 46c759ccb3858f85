import type { MiddlewareHandler } from "hono";

/**
 * Gives a JSON answer its Content-Length. `c.json()` sends none, and without it the compression middleware
 * cannot tell a 40-byte answer from a 40-KB one: it gzipped every answer, and a tiny one costs more to compress than
 * to send. Streams (SSE, CSV) are not JSON and pass untouched.
 */
export const jsonContentLength: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/json") || c.res.headers.has("Content-Length") || !c.res.body) return;
  const body = await c.res.arrayBuffer();
  const headers = new Headers(c.res.headers);
  headers.set("Content-Length", String(body.byteLength));
  c.res = new Response(body, { status: c.res.status, statusText: c.res.statusText, headers });
};
