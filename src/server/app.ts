import { Hono } from "hono";
import { csrf } from "hono/csrf";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { Auth } from "./auth/auth";
import { requireSession } from "./auth/require-session";
import type { Database } from "./db/client";
import type { AppEnv } from "./http/app-env";
import { notFound } from "./http/errors";
import { handleError } from "./http/on-error";
import { spaRoutes } from "./http/spa";
import { authRoutes } from "./routes/auth";
import { healthRoutes } from "./routes/health";
import { meRoutes } from "./routes/me";
import { setupRoutes } from "./routes/setup";

export type AppDeps = {
  db: Database;
  auth: Auth;
  version: string;
  trustProxy?: boolean;
  /** Folder of the built web app; without it only the API is served (integration tests). */
  webDir?: string;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", requestId());
  app.use("*", secureHeaders({ crossOriginEmbedderPolicy: false }));
  app.use("/api/*", csrf());

  app.route("/api/health", healthRoutes(deps.db, deps.version));
  app.route("/api/setup", setupRoutes(deps.db));
  app.route("/api/auth", authRoutes(deps.auth, { trustProxy: deps.trustProxy ?? false }));

  const api = new Hono<AppEnv>();
  api.use("*", requireSession(deps.auth));
  api.route("/me", meRoutes());
  api.all("*", () => {
    throw notFound("Ruta de la API no encontrada");
  });
  app.route("/api", api);

  if (deps.webDir) app.route("/", spaRoutes(deps.webDir));
  app.notFound((c) => c.text("Not found", 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
