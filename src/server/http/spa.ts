import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

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

  app.use(
    "/assets/*",
    serveStatic({
      root: webDir,
      // The build writes .br and .gz beside each file (scripts/precompress.mjs): sent as they are.
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // A missing asset must not come back as an HTML page with status 200.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // Root files of the build (favicon.svg...): only paths naming a file, never a folder.
  const serveRootFile = serveStatic({ root: webDir, precompressed: true });
  app.use("/*", (c, next) => (/\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? serveRootFile(c, next) : next()));
  app.get("/*", (c) => {
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    return c.html(indexHtml);
  });
  return app;
}
