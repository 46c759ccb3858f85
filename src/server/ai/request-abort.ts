import type { Context } from "hono";

/**
 * An AbortController that fires when the browser goes away. It is our own: the server's request signal aborts
 * with a bare string, which the AI SDK mishandles, so the upstream call gets an Error as the reason.
 */
export function abortWhenClientLeaves(c: Context): AbortController {
  const controller = new AbortController();
  c.req.raw.signal.addEventListener("abort", () => controller.abort(new Error("client disconnected")), { once: true });
  return controller;
}
