import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";

import type { AppEnv } from "./app-env";

/**
 * The page may load scripts, fonts and data only from Palco itself. Styles also allow 'unsafe-inline': sonner
 * inserts its stylesheet at run time and Radix positions popovers with style attributes; neither runs script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Only Palco itself may frame its pages: the QA runner opens each screen in a hidden frame.
  "frame-ancestors 'self'",
].join("; ");

/**
 * Serves the built web app: hashed assets precompressed and cached for a year as immutable, every other GET path
 * answered with index.html, which browsers must always revalidate.
 */
export function spaRoutes(webDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return app;
  const indexHtml = readFileSync(indexFile, "utf8");

  // The build writes .br and .gz beside each file (scripts/precompress.mjs): sent as they are.
  const serveFile = serveStatic({ root: webDir, precompressed: true });
  // serveStatic's own onFound runs after its answer is made, too late for a header: it is set on the answer.
  const servedWith =
    (cacheControl: (path: string) => string | undefined): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const response = await serveFile(c, next);
      const value = cacheControl(c.req.path);
      if (response instanceof Response && response.ok && value) response.headers.set("Cache-Control", value);
      return response;
    };

  app.use(
    "/assets/*",
    servedWith(() => "public, max-age=31536000, immutable"),
  );
  // A missing asset must not come back as an HTML page with status 200.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  const servePage = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    return c.html(indexHtml);
  };
  // The service worker keeps the page by this name for the app opened offline: it must carry the same policy.
  app.get("/index.html", servePage);
  // Root files of the build (favicon.svg...): only paths naming a file, never a folder. The service worker and the
  // manifest are asked again on every visit, so that a new version is found as soon as it is deployed.
  const serveRootFile = servedWith((path) =>
    /^\/(sw\.js|manifest\.webmanifest)$/.test(path) ? "no-cache" : undefined,
  );
  app.use("/*", (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? serveRootFile(c, next) : next()));
  app.get("/*", servePage);
  return app;
}
