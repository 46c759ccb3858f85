import { ConfigError, loadConfig } from "./config";
import { MigrationError } from "./db/migrate";
import { DataDirInUseError } from "./db/stale-postmaster";
import { type RunningPalco, startPalco } from "./start";

async function main() {
  let palco: RunningPalco;
  try {
    palco = await startPalco(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof MigrationError || error instanceof DataDirInUseError) {
      console.error(error.message);
    }
    else console.error("No se pudo iniciar Palco:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`Palco escuchando en ${palco.url}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recibido: deteniendo Palco...`);
    try {
      await palco.stop();
      process.exit(0);
    } catch (error) {
      console.error("Error al detener Palco:", error);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
