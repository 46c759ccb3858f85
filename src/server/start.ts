import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

import { setAgencyTimeZone } from "../shared/domain/calendar-day";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { ensureAdminAccount, hasOwnerAccount } from "./auth/ensure-admin";
import { listenForRevocations, type RevocationListener } from "./auth/revocation-listener";
import { resolveAuthSecret } from "./auth/secret";
import { SessionCache } from "./auth/session-cache";
import type { AppConfig } from "./config";
import { openDatabase } from "./db/open-database";
import { laggingReads } from "./db/replica";
import { loadSampleDataIfEmpty } from "./db/seed/load-sample-data";
import { startJobs } from "./jobs/jobs";
import { createMailer } from "./mail/mailer";
import { readSealCertificate } from "./modules/signatures";
import { appVersion, webDistDir } from "./paths";
import { createPusher } from "./push/pusher";
import { resolveVapidKeys } from "./push/vapid-keys";
import { createStorage } from "./storage/create-storage";

export type RunningPalco = {
  url: string;
  stop: () => Promise<void>;
};

function displayHost(host: string) {
  return host === "127.0.0.1" || host === "0.0.0.0" || host === "::" ? "localhost" : host;
}

export async function startPalco(
  config: AppConfig,
  log: (message: string) => void = console.log,
  /** The embedded PostgreSQL died under us: every request would fail from now on. */
  onDatabaseLost: (reason: string) => void = () => undefined,
): Promise<RunningPalco> {
  setAgencyTimeZone(config.timeZone);
  const database = await openDatabase(config, log);
  database.onUnexpectedExit(onDatabaseLost);
  let revocations: RevocationListener | undefined;
  try {
    const baseUrl = config.publicUrl ?? `http://${displayHost(config.host)}:${config.port}`;
    const secret = resolveAuthSecret(config.authSecret, config.dataDir);
    const mailer = createMailer(config.mail);
    const pusher = createPusher({
      keys: resolveVapidKeys(config.push.keys, config.dataDir),
      extraOrigins: config.push.extraOrigins,
    });
    const auth = createAuth({ db: database.db, secret, baseUrl, mailer, singleSignOn: config.singleSignOn });
    const admin = await ensureAdminAccount(auth, { db: database.db, pool: database.direct }, config.admin);
    if (admin === "created") log(`Cuenta del agente creada para ${config.admin?.email}`);
    const firstVisitCreatesAccount = !(await hasOwnerAccount(database.db));
    // Without an account yet, the setup page asks whether to load the sample portfolio.
    if (config.sampleData && !firstVisitCreatesAccount && (await loadSampleDataIfEmpty(database.db)))
      log("Datos de ejemplo cargados");

    // Sessions revoked on another process (or by this one) empty this process's cache at once.
    const sessionCache = new SessionCache();
    revocations = await listenForRevocations(database.direct, sessionCache);
    const listener = revocations;
    const app = createApp({
      db: database.db,
      auth,
      version: appVersion,
      trustProxyHops: config.trustProxyHops,
      publicUrl: config.publicUrl,
      singleSignOn: config.singleSignOn,
      webDir: webDistDir,
      secret,
      storage: createStorage(config.storage),
      ai: config.ai,
      usdPerEur: config.usdPerEur,
      sampleData: config.sampleData,
      sessionCache,
      mailer,
      pusher,
      verifactuUrl: config.verifactuUrl,
      reads: laggingReads(database),
      seal: await readSealCertificate(config.signingCertificate),
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(instance));
      instance.once("error", reject);
    });
    const { port } = server.address() as AddressInfo;

    const url = `http://${displayHost(config.host)}:${port}`;
    // Emails link to the address the agent reaches Palco at.
    const jobs = await startJobs({
      pool: database.direct,
      db: database.db,
      mailer,
      pusher,
      publicUrl: config.publicUrl ?? url,
      verifactu: { url: config.verifactuUrl, secret },
    });
    if (firstVisitCreatesAccount) log(`Aún no hay cuenta de agente: la primera visita a ${url} la crea`);
    return {
      url,
      stop: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would hold close() open; nothing is in flight once we are told to stop.
          if ("closeAllConnections" in server) server.closeAllConnections();
        });
        await jobs.stop();
        await listener.close();
        await database.close();
      },
    };
  } catch (error) {
    await revocations?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
