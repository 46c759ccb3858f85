import cluster from "node:cluster";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import webpush from "web-push";

import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from "../shared/schemas/picture";
import { aiCampaignImageRoutes } from "./ai/routes/campaign-image";
import { aiChatRoutes, type AiChatOptions } from "./ai/routes/chat";
import { aiOkrRoutes } from "./ai/routes/okr";
import { aiRateLimit } from "./ai/routes/rate-limit";
import { DEFAULT_AI_SETTINGS } from "./ai/settings";
import { accessOnReset } from "./auth/access-on-reset";
import type { Auth } from "./auth/auth";
import { passkeyRoutes } from "./auth/passkey-routes";
import { requireSession } from "./auth/require-session";
import { authRoutes } from "./auth/routes";
import { SessionCache } from "./auth/session-cache";
import { setupRoutes } from "./auth/setup-routes";
import type { SingleSignOn } from "./auth/single-sign-on";
import type { Database } from "./db/client";
import { laggingReads, type LaggingReads } from "./db/replica";
import { activityRoutes } from "./history/routes";
import type { AppEnv } from "./http/app-env";
import { HttpError, notFound } from "./http/errors";
import { healthRoutes } from "./http/health";
import { jsonContentLength } from "./http/json-length";
import { COMPRESS_JSON_ABOVE_BYTES } from "./http/kept-json";
import { memberAccess } from "./http/member-access";
import { handleError } from "./http/on-error";
import { playerScope } from "./http/player-scope";
import { readYourWrites } from "./http/read-your-writes";
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
import { mailRoutes } from "./mail/routes";
import { mcpRoutes } from "./mcp/routes";
import { apiTokenRoutes } from "./modules/api-tokens/routes";
import { approvalRoutes } from "./modules/approvals/routes";
import { billingIssuerRoutes } from "./modules/billing-issuers/routes";
import { brandRoutes } from "./modules/brands/routes";
import { calendarFeedRoutes, calendarIcsRoutes } from "./modules/calendar-feed/routes";
import { campaignImageRoutes } from "./modules/campaign-images/routes";
import { clubContractRoutes, playerContractRoutes } from "./modules/club-contracts/routes";
import { clubRoutes } from "./modules/clubs/routes";
import { collaboratorRoutes } from "./modules/collaborators/routes";
import { commissionRoutes } from "./modules/commissions/routes";
import { contactLogRoutes } from "./modules/contacts/contact-log-routes";
import { contactRoutes } from "./modules/contacts/routes";
import { dealRoutes } from "./modules/deals/routes";
import { documentRoutes } from "./modules/documents/routes";
import { eventRoutes } from "./modules/events/routes";
import { fifaRuleRoutes } from "./modules/fifa-rules/routes";
import { importRoutes } from "./modules/imports/routes";
import { investmentRoutes } from "./modules/investments/routes";
import { invoiceRoutes } from "./modules/invoices/routes";
import { mandateRoutes } from "./modules/mandates/routes";
import { newsRoutes } from "./modules/news/routes";
import { offerRoutes } from "./modules/offers/routes";
import { okrRoutes } from "./modules/okrs/routes";
import { operationRoutes } from "./modules/operations/routes";
import { accessAcceptRoutes, playerAccessRoutes } from "./modules/player-access/routes";
import { playerRoutes } from "./modules/players/routes";
import { pushRoutes } from "./modules/push-subscriptions/routes";
import { sampleDataRoutes } from "./modules/sample-data/routes";
import { meRoutes } from "./modules/settings/routes";
import { settlementRoutes } from "./modules/settlements/routes";
import type { SealCertificate } from "./modules/signatures";
import {
  linkSignatureRoutes,
  playerSignatureRoutes,
  signatureRoutes,
  verifyRoutes,
  type SignatureRouteDeps,
} from "./modules/signatures/routes";
import { splitRoutes } from "./modules/splits/routes";
import { taskRoutes } from "./modules/tasks/routes";
import { playerAssignmentRoutes, teamJoinRoutes, teamRoutes } from "./modules/team/routes";
import { transferWindowRoutes } from "./modules/transfer-windows/routes";
import { AEAT_SERVICE_URLS, qrEnvironmentOf } from "./modules/verifactu";
import { verifactuRoutes } from "./modules/verifactu/routes";
import { createPusher, type Pusher } from "./push/pusher";
import type { FileStorage } from "./storage/storage";
import { agendaRoutes } from "./views/agenda/routes";
import { alertRoutes } from "./views/alerts/routes";
import { dashboardRoutes } from "./views/dashboard/routes";
import { playerAppRoutes } from "./views/player-app/routes";
import { playerStatementRoutes } from "./views/player-statement/routes";
import { qaRoutes } from "./views/qa/routes";
import { searchRoutes } from "./views/search/routes";

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
  /** The AEAT's VERI*FACTU service; its test environment when not given. */
  verifactuUrl?: string;
  /** Web Push with the agency's keys; without one (tests), keys made for this app alone. */
  pusher?: Pusher;
  /** Sign-in with the agency's identity provider (PALCO_OIDC_*): the sign-in pages offer its button. */
  singleSignOn?: Pick<SingleSignOn, "label">;
  /** Where reads that may lag go (PALCO_READ_DATABASE_URL's replica); the primary when left out. */
  reads?: LaggingReads;
  /** The agency's certificate that seals signed documents (PALCO_SIGNING_CERT); unsealed when left out. */
  seal?: SealCertificate | null;
};

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", requestId());
  // Which of the PALCO_WORKERS processes answered: how a proxy's logs (and the trial) tell them apart.
  if (cluster.isWorker) {
    const worker = String(cluster.worker?.id ?? "");
    app.use("*", async (c, next) => {
      await next();
      c.header("X-Palco-Worker", worker);
    });
  }
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
  app.route(
    "/api/setup",
    setupRoutes(deps.db, {
      sampleDataOffered: deps.sampleData ?? true,
      mail: deps.mailer?.configured ?? false,
      singleSignOn: deps.singleSignOn?.label ?? null,
    }),
  );
  const sessionCache = deps.sessionCache ?? new SessionCache();
  app.route(
    "/api/auth",
    authRoutes(deps.auth, {
      trustProxyHops: deps.trustProxyHops ?? 0,
      sessionCache,
      accessOnReset: accessOnReset(deps.db, deps.secret),
    }),
  );
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

  const signing: SignatureRouteDeps = {
    db: deps.db,
    storage: deps.storage,
    mailer: deps.mailer ?? NO_MAIL,
    pusher: deps.pusher ?? null,
    publicUrl: deps.publicUrl ?? "",
    secret: deps.secret,
    seal: deps.seal ?? null,
    trustProxyHops: deps.trustProxyHops ?? 0,
  };
  // A minor's guardian signs from an emailed link, and anyone checks a PDF's hash: neither has a session.
  app.route("/api/sign", linkSignatureRoutes(signing));
  app.route("/api/verify", verifyRoutes(deps.db));

  // An invited member opens the owner's link with no session yet.
  app.route("/api/team", teamJoinRoutes(deps.db, deps.auth, { trustProxyHops: deps.trustProxyHops ?? 0 }));
  // A player opens the agent's link with no session yet.
  app.route("/api/access", accessAcceptRoutes(deps.db, deps.auth, { trustProxyHops: deps.trustProxyHops ?? 0 }));

  const api = new Hono<AppEnv>();
  api.use("*", requireSession(deps.auth, sessionCache));
  // Player sessions reach their own app's routes and nothing else; the agent, everything but those.
  api.use("*", playerScope);
  // Members reach what their role allows, and read no field of a group it hides.
  api.use("*", memberAccess(deps.db));
  api.use("*", readYourWrites(deps.reads ?? laggingReads({ db: deps.db })));
  api.route("/app/signatures", playerSignatureRoutes(signing));
  api.route("/app", playerAppRoutes(deps.db, deps.storage));
  api.route("/me/passkeys", passkeyRoutes(deps.db, deps.publicUrl));
  api.route("/me", meRoutes(deps.db, { auth: deps.auth, sessionCache, secret: deps.secret }));
  api.route("/mail", mailRoutes(deps.db, deps.mailer ?? NO_MAIL));
  api.route("/push", pushRoutes(deps.db, deps.pusher ?? createPusher({ keys: webpush.generateVAPIDKeys() })));
  api.route("/dashboard", dashboardRoutes());
  api.route("/players/:id/access", playerAccessRoutes(deps.db, { publicUrl: deps.publicUrl, sessionCache }));
  api.route("/players/:id/assignment", playerAssignmentRoutes(deps.db));
  api.route("/players/:id/contracts", playerContractRoutes(deps.db));
  api.route("/players/:id", playerStatementRoutes(deps.db));
  api.route("/players", playerRoutes(deps.db, deps.storage));
  api.route("/brands", brandRoutes(deps.db, deps.storage));
  api.route("/clubs", clubRoutes(deps.db));
  api.route("/contacts", contactRoutes(deps.db));
  api.route("/contact-log", contactLogRoutes(deps.db));
  api.route("/agenda", agendaRoutes(deps.db));
  api.route("/operations/:operationId/offers", offerRoutes(deps.db));
  api.route("/operations/:id/splits", splitRoutes(deps.db, "operation"));
  api.route("/deals/:id/splits", splitRoutes(deps.db, "deal"));
  api.route("/mandates/:id/splits", splitRoutes(deps.db, "mandate"));
  api.route("/operations", operationRoutes(deps.db));
  api.route("/deals", dealRoutes(deps.db, deps.storage));
  api.route("/investments", investmentRoutes(deps.db));
  api.route("/contracts", clubContractRoutes(deps.db));
  api.route("/events", eventRoutes(deps.db));
  api.route("/calendar", calendarFeedRoutes(deps.db, { secret: deps.secret, publicUrl: deps.publicUrl }));
  api.route("/news", newsRoutes(deps.db));
  api.route("/documents", documentRoutes(deps.db, deps.storage));
  api.route("/okrs", okrRoutes(deps.db));
  api.route("/mandates", mandateRoutes(deps.db, deps.usdPerEur));
  api.route("/commissions", commissionRoutes(deps.db));
  const verifactuUrl = deps.verifactuUrl ?? AEAT_SERVICE_URLS.test;
  api.route(
    "/invoices",
    invoiceRoutes(deps.db, { mailer: deps.mailer ?? NO_MAIL, qrEnvironment: qrEnvironmentOf(verifactuUrl) }),
  );
  api.route("/billing/issuers", billingIssuerRoutes(deps.db));
  api.route("/collaborators", collaboratorRoutes(deps.db));
  api.route("/settlements", settlementRoutes(deps.db, { mailer: deps.mailer ?? NO_MAIL }));
  api.route("/billing/verifactu", verifactuRoutes(deps.db, { endpoint: verifactuUrl, secret: deps.secret }));
  api.route("/search", searchRoutes());
  api.route("/activity", activityRoutes(deps.db));
  api.route("/import", importRoutes(deps.db));
  api.route("/tokens", apiTokenRoutes(deps.db));
  api.route("/transfer-windows", transferWindowRoutes(deps.db));
  api.route("/tasks", taskRoutes(deps.db));
  api.route("/team", teamRoutes(deps.db, { publicUrl: deps.publicUrl, sessionCache }));
  api.route("/fifa-rules", fifaRuleRoutes(deps.db));
  api.route("/approvals", approvalRoutes(deps.db));
  api.route("/signatures", signatureRoutes(signing));
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
