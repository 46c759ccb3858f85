// npm run restore -- FILE [--yes]: loads a copy made by npm run backup into an empty database
// (embedded or DATABASE_URL), after asking for confirmation unless --yes is given.
import { existsSync } from "node:fs";
import { createInterface } from "node:readline/promises";

import { loadConfig } from "../src/server/config";
import { BackupError } from "../src/server/db/backup/format";
import { restoreDatabase } from "../src/server/db/backup/restore";
import { openForMaintenance } from "../src/server/db/open-for-maintenance";
import { describeError } from "../src/server/safe-log";

const args = process.argv.slice(2);
const yes = args.includes("--yes");
const file = args.find((arg) => !arg.startsWith("--"));
if (!file || !existsSync(file)) {
  console.error(file ? `No existe el archivo ${file}` : "Uso: npm run restore -- ARCHIVO [--yes]");
  process.exit(2);
}

const config = loadConfig();
const where = config.databaseUrl
  ? "la base de datos de DATABASE_URL"
  : `la base de datos embebida de ${config.dataDir}`;
if (!yes) {
  if (!process.stdin.isTTY) {
    console.error("Sin terminal para confirmar: añade --yes para restaurar desde un script.");
    process.exit(2);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`Se restaurará ${file} en ${where}, que debe estar vacía. ¿Continuar? (s/N) `);
  prompt.close();
  if (!/^s(i|í)?$/i.test(answer.trim())) {
    console.log("Restauración cancelada.");
    process.exit(0);
  }
}

try {
  const database = await openForMaintenance(config, console.log);
  try {
    const { tables, rows } = await restoreDatabase(database, file);
    console.log(`Restaurada la copia ${file}: ${tables} tablas, ${rows} filas.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `No se pudo restaurar: ${describeError(error)}`);
  process.exit(1);
}
