import cluster, { type Worker } from "node:cluster";

import { resolveAuthSecret } from "./auth/secret";
import type { AppConfig } from "./config";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded";
import { resolveVapidKeys } from "./push/vapid-keys";
import { describeError } from "./safe-log";

/** What a worker tells the primary once it serves. */
export type WorkerReady = { type: "palco-ready"; url: string };

/**
 * PALCO_WORKERS > 1: this process starts what the workers must share (the embedded database, the session secret and
 * the push keys, made once here so that no two workers generate different ones) and forks the workers, which serve
 * one port between them (node:cluster hands each connection to one). A worker that dies is replaced; a signal stops
 * them all, then the database.
 */
export async function runWorkers(config: AppConfig): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: console.log });
  const keys = resolveVapidKeys(config.push.keys, config.dataDir);
  const env = {
    ...(embedded ? { DATABASE_URL: embedded.url } : {}),
    BETTER_AUTH_SECRET: resolveAuthSecret(config.authSecret, config.dataDir),
    PALCO_VAPID_PUBLIC_KEY: keys.publicKey,
    PALCO_VAPID_PRIVATE_KEY: keys.privateKey,
  };
  let stopping = false;
  let ready = 0;
  const fork = () => {
    const worker: Worker = cluster.fork(env);
    worker.on("message", (message: WorkerReady) => {
      if (message?.type !== "palco-ready") return;
      ready += 1;
      if (ready === config.workers)
        console.log(
          `\nPalco está listo: abre ${message.url} en el navegador (${config.workers} procesos; Ctrl+C lo detiene).`,
        );
    });
  };
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    console.error(`El proceso ${worker.id} de Palco terminó (código ${code ?? "ninguno"}): se arranca otro.`);
    fork();
  });
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            // A Ctrl+C reaches the workers too: one may be gone already.
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      ),
    );
    await embedded
      ?.stop()
      .catch((error: unknown) => console.error("Error al detener PostgreSQL:", describeError(error)));
    process.exit(code);
  };
  embedded?.onUnexpectedExit((reason) => {
    console.error(`${reason}. Palco se detiene.`);
    void stop(1);
  });
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  for (let index = 0; index < config.workers; index++) fork();
}
