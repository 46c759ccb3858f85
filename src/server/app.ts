import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import webpush from "web-push";

import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from "../shared/schemas/picture";
import { aiRateLimit } from "./ai/rate-limit";
import { DEFAULT_AI_SETTINGS } from "./ai/settings";
import type { Auth } from "./auth/auth";
import { requireSession } from "./auth/require-session";
import { SessionCache } from "./auth/session-cache";
import type { Database } from "./db/client";
import type { AppEnv } from "./http/app-env";
import { HttpError, notFound } from "./http/errors";
import { jsonContentLength } from "./http/json-length";
import { COMPRESS_JSON_ABOVE_BYTES } from "./http/kept-json";
import { handleError } from "./http/on-error";
import { playerScope } from "./http/player-scope";
import {
  hostGuard,
  MAX_IMPORT_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
  noStore,
  originGuard,
  payloadTooLarge,
} from "./http/request-guards";
import { spaRoutes } from "./http/spa";
import { NO_MAIL, type Mailer } from "./mail/mailer";
import { createPusher, type Pusher } from "./push/pusher";
import { activityRoutes } from "./routes/activity";
import { agendaRoutes } from "./routes/agenda";
import { aiCampaignImageRoutes } from "./routes/ai-campaign-image";
import { aiChatRoutes, type AiChatOptions } from "./routes/ai-chat";
import { aiOkrRoutes } from "./routes/ai-okr";
import { alertRoutes } from "./routes/alerts";
import { apiTokenRoutes } from "./routes/api-tokens";
import { approvalRoutes } from "./routes/approvals";
import { authRoutes } from "./routes/auth";
import { brandRoutes } from "./routes/brands";
import { calendarFeedRoutes, calendarIcsRoutes } from "./routes/calendar-feed";
import { campaignImageRoutes } from "./routes/campaign-images";
import { clubRoutes } from "./routes/clubs";
import { commissionRoutes } from "./routes/commissions";
import { contactLogRoutes } from "./routes/contact-log";
import { contactRoutes } from "./routes/contacts";
import { dashboardRoutes } from "./routes/dashboard";
import { dealRoutes } from "./routes/deals";
import { documentRoutes } from "./routes/documents";
import { eventRoutes } from "./routes/events";
import { fifaRuleRoutes } from "./routes/fifa-rules";
import { healthRoutes } from "./routes/health";
import { importRoutes } from "./routes/import";
import { investmentRoutes } from "./routes/investments";
import { mailRoutes } from "./routes/mail";
import { mandateRoutes } from "./routes/mandates";
import { mcpRoutes } from "./routes/mcp";
import { meRoutes } from "./routes/me";
import { newsRoutes } from "./routes/news";
import { offerRoutes } from "./routes/offers";
import { okrRoutes } from "./routes/okrs";
import { operationRoutes } from "./routes/operations";
import { accessAcceptRoutes, playerAccessRoutes } from "./routes/player-access";
import { playerAppRoutes } from "./routes/player-app";
import { playerRoutes } from "./routes/players";
import { pushRoutes } from "./routes/push";
import { qaRoutes } from "./routes/qa";
import { sampleDataRoutes } from "./routes/sample-data";
import { searchRoutes } from "./routes/search";
import { setupRoutes } from "./routes/setup";
import { taskRoutes } from "./routes/tasks";
import { transferWindowRoutes } from "./routes/transfer-windows";
import type { FileStorage } from "./storage/storage";

export type AppDeps = {
  db: Database;
  auth: Auth;
  version: string;
  /** How many reverse proxies in front of Palco append to X-Forwarded-For (0: use the socket's address). */
  trustProxyHops?: number;
  /** PALCO_PUBLIC_URL: the only origin besides the request's own that may send writes, and HSTS when https. */
  publicUrl?: string;
  /** The server secret (BETTER_AUTH_SECRET): calendar feed tokens are derived from it. */
  secret: string;
  /** Where uploaded documents and generated campaign images are kept. */
  storage: FileStorage;
  /** The assistant's engine, timeout and rate limit; the offline engine with SPEC's limits when left out. */
  ai?: AiChatOptions;
  /** US dollars per euro, for the FIFA commission caps on mandates (PALCO_USD_PER_EUR). */
  usdPerEur?: number;
  /** Whether the setup may load the sample portfolio (PALCO_SAMPLE_DATA); on unless turned off. */
  sampleData?: boolean;
  /** Folder of the built web app; without it only the API is served (integration tests). */
  webDir?: string;
  /** The process's session cache, emptied by revocations heard from other processes; one of its own otherwise. */
  sessionCache?: SessionCache;
  /** Email through SMTP (PALCO_SMTP_URL); none when left out. */
  mailer?: Mailer;
  /** Web Push with the agency's keys; without one (tests), keys made for this app alone. */
  pusher?: Pusher;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", requestId());
  app.use(
    "*",
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      // HSTS over plain http would be ignored at best; sent only when Palco is served over https.
      strictTransportSecurity: deps.publicUrl?.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    }),
  );
  app.use("*", hostGuard(deps.publicUrl));
  app.use("/api/*", originGuard(deps.publicUrl));
  app.use("/api/*", noStore);
  // Lists and the dashboard run to tens of KB of JSON; a small answer costs more to compress than to send. The
  // threshold reads Content-Length, which the inner middleware gives JSON answers.
  app.use("/api/*", compress({ threshold: COMPRESS_JSON_ABOVE_BYTES }));
  app.use("/api/*", jsonContentLength);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw payloadTooLarge(MAX_JSON_BODY_BYTES);
    },
  });
  // Document uploads stream into storage under their own limit (routes/documents.ts).
  // A CSV import sends up to 20,000 rows as JSON, under its own larger limit.
  const importBodyLimit = bodyLimit({
    maxSize: MAX_IMPORT_BODY_BYTES,
    onError: () => {
      throw payloadTooLarge(MAX_IMPORT_BODY_BYTES);
    },
  });
  // A player's photo or a brand's logo: one picture, read whole, under its own limit.
  const pictureBodyLimit = bodyLimit({
    maxSize: PICTURE_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new HttpError(413, "payload_too_large", PICTURE_MESSAGES.tooHeavy);
    },
  });
  app.use("/api/*", (c, next) => {
    if (c.req.path === "/api/documents/upload") return next();
    if (
      c.req.method === "POST" &&
      /^\/api\/(players\/[^/]+\/photo|brands\/[^/]+\/logo|deals\/[^/]+\/product)$/.test(c.req.path)
    )
      return pictureBodyLimit(c, next);
    return c.req.path.startsWith("/api/import/") ? importBodyLimit(c, next) : jsonBodyLimit(c, next);
  });

  app.route("/api/health", healthRoutes(deps.db, deps.version));
  app.route("/api/setup", setupRoutes(deps.db, deps.sampleData ?? true, deps.mailer?.configured ?? false));
  const sessionCache = deps.sessionCache ?? new SessionCache();
  app.route("/api/auth", authRoutes(deps.auth, { trustProxyHops: deps.trustProxyHops ?? 0, sessionCache }));
  // Calendar apps fetch the feed with its token and no session.
  app.route("/api/calendar/ics", calendarIcsRoutes(deps.db));
  // MCP clients bring a personal access token, not a session.
  app.route(
    "/api/mcp",
    mcpRoutes(deps.db, {
      version: deps.version,
      publicUrl: deps.publicUrl,
      requestsPerMinute: (deps.ai ?? DEFAULT_AI_SETTINGS).requestsPerMinute,
    }),
  );

  // A player opens the agent's link with no session yet.
  app.route("/api/access", accessAcceptRoutes(deps.db, deps.auth));

  const api = new Hono<AppEnv>();
  api.use("*", requireSession(deps.auth, sessionCache));
  // Player sessions reach their own app's routes and nothing else; the agent, everything but those.
  api.use("*", playerScope);
  api.route("/app", playerAppRoutes(deps.db, deps.storage));
  api.route("/me", meRoutes(deps.db, { auth: deps.auth, sessionCache, secret: deps.secret }));
  api.route("/mail", mailRoutes(deps.db, deps.mailer ?? NO_MAIL));
  api.route("/push", pushRoutes(deps.db, deps.pusher ?? createPusher({ keys: webpush.generateVAPIDKeys() })));
  api.route("/dashboard", dashboardRoutes(deps.db));
  api.route("/players/:id/access", playerAccessRoutes(deps.db, { publicUrl: deps.publicUrl, sessionCache }));
  api.route("/players", playerRoutes(deps.db, deps.storage));
  api.route("/brands", brandRoutes(deps.db, deps.storage));
  api.route("/clubs", clubRoutes(deps.db));
  api.route("/contacts", contactRoutes(deps.db));
  api.route("/contact-log", contactLogRoutes(deps.db));
  api.route("/agenda", agendaRoutes(deps.db));
  api.route("/operations/:operationId/offers", offerRoutes(deps.db));
  api.route("/operations", operationRoutes(deps.db));
  api.route("/deals", dealRoutes(deps.db, deps.storage));
  api.route("/investments", investmentRoutes(deps.db));
  api.route("/events", eventRoutes(deps.db));
  api.route("/calendar", calendarFeedRoutes(deps.db, { secret: deps.secret, publicUrl: deps.publicUrl }));
  api.route("/news", newsRoutes(deps.db));
  api.route("/documents", documentRoutes(deps.db, deps.storage));
  api.route("/okrs", okrRoutes(deps.db));
  api.route("/mandates", mandateRoutes(deps.db, deps.usdPerEur));
  api.route("/commissions", commissionRoutes(deps.db));
  api.route("/search", searchRoutes(deps.db));
  api.route("/activity", activityRoutes(deps.db));
  api.route("/import", importRoutes(deps.db));
  api.route("/tokens", apiTokenRoutes(deps.db));
  api.route("/transfer-windows", transferWindowRoutes(deps.db));
  api.route("/tasks", taskRoutes(deps.db));
  api.route("/fifa-rules", fifaRuleRoutes(deps.db));
  api.route("/approvals", approvalRoutes(deps.db));
  api.route("/alerts", alertRoutes(deps.db));
  api.route("/qa", qaRoutes(deps.db));
  api.route("/sample-data", sampleDataRoutes(deps.db, deps.storage, deps.sampleData ?? true));
  const ai = deps.ai ?? DEFAULT_AI_SETTINGS;
  api.on("POST", "/ai/*", aiRateLimit(deps.db, ai.requestsPerMinute));
  api.route("/ai", aiChatRoutes(deps.db, ai, deps.secret));
  api.route("/ai", aiOkrRoutes(deps.db, ai));
  api.route("/ai", aiCampaignImageRoutes(deps.db, deps.storage, ai));
  api.route("/campaign-images", campaignImageRoutes(deps.db, deps.storage));
  api.all("*", () => {
    throw notFound("Ruta de la API no encontrada");
  });
  app.route("/api", api);

  if (deps.webDir) app.route("/", spaRoutes(deps.webDir));
  app.notFound((c) => c.text("Not found", 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
