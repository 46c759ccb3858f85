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
import { approvalRoutes } from "./routes/approvals";
import { authRoutes } from "./routes/auth";
import { brandRoutes } from "./routes/brands";
import { dashboardRoutes } from "./routes/dashboard";
import { dealRoutes } from "./routes/deals";
import { documentRoutes } from "./routes/documents";
import { eventRoutes } from "./routes/events";
import { investmentRoutes } from "./routes/investments";
import { newsRoutes } from "./routes/news";
import { okrRoutes } from "./routes/okrs";
import { playerRoutes } from "./routes/players";
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
  api.route("/dashboard", dashboardRoutes(deps.db));
  api.route("/players", playerRoutes(deps.db));
  api.route("/brands", brandRoutes(deps.db));
  api.route("/deals", dealRoutes(deps.db));
  api.route("/investments", investmentRoutes(deps.db));
  api.route("/events", eventRoutes(deps.db));
  api.route("/news", newsRoutes(deps.db));
  api.route("/documents", documentRoutes(deps.db));
  api.route("/okrs", okrRoutes(deps.db));
  api.route("/approvals", approvalRoutes(deps.db));
  api.all("*", () => {
    throw notFound("Ruta de la API no encontrada");
  });
  app.route("/api", api);

  if (deps.webDir) app.route("/", spaRoutes(deps.webDir));
  app.notFound((c) => c.text("Not found", 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
