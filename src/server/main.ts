import { ConfigError, loadConfig } from "./config";
import { MigrationError } from "./db/migrate";
import { DataDirInUseError } from "./db/stale-postmaster";
import { describeError } from "./safe-log";
import { startPalco, type RunningPalco } from "./start";

async function main() {
  let palco: RunningPalco;
  try {
    palco = await startPalco(loadConfig(), console.log, (reason) => {
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
  console.log(`\nPalco está listo: abre ${palco.url} en el navegador (Ctrl+C lo detiene).`);

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
