import cluster from "node:cluster";

import { ConfigError, loadConfig, type AppConfig } from "./config";
import { MigrationError } from "./db/migrate";
import { DataDirInUseError } from "./db/stale-postmaster";
import { describeError } from "./safe-log";
import { startPalco, type RunningPalco } from "./start";
import { runWorkers, type WorkerReady } from "./workers";

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (config.workers > 1 && cluster.isPrimary) {
    await runWorkers(config).catch((error: unknown) => {
      console.error("No se pudo iniciar Palco:", describeError(error));
      process.exit(1);
    });
    return;
  }
  let palco: RunningPalco;
  try {
    palco = await startPalco(config, console.log, (reason) => {
      // Answering 500 forever helps nobody: exit so that the service manager starts Palco (and its database) again.
      console.error(`${reason}. Palco se detiene.`);
      process.exit(1);
    });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MigrationError || error instanceof DataDirInUseError) {
      console.error(error.message);
    } else console.error("No se pudo iniciar Palco:", describeError(error));
    process.exit(1);
  }
  if (cluster.isWorker) process.send?.({ type: "palco-ready", url: palco.url } satisfies WorkerReady);
  else console.log(`\nPalco está listo: abre ${palco.url} en el navegador (Ctrl+C lo detiene).`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recibido: deteniendo Palco...`);
    try {
      await palco.stop();
      process.exit(0);
    } catch (error) {
      console.error("Error al detener Palco:", describeError(error));
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
