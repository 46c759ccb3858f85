// npm run backup [-- FILE_OR_FOLDER]: a consistent copy of Palco's whole database (embedded or DATABASE_URL),
// by default in ./data/backups/palco-<date>.palco-backup.gz. Works while Palco runs.
import { existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";

import { loadConfig } from "../src/server/config";
import { dumpDatabase } from "../src/server/db/backup/dump";
import { openForMaintenance } from "../src/server/db/open-for-maintenance";
import { describeError } from "../src/server/safe-log";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const fileName = `palco-${stamp}.palco-backup.gz`;
const target = process.argv[2];
const file =
  target === undefined
    ? path.join(config.dataDir, "backups", fileName)
    : existsSync(target) && statSync(target).isDirectory()
      ? path.join(target, fileName)
      : path.resolve(target);
mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

try {
  const database = await openForMaintenance(config, console.log);
  try {
    const { tables, rows } = await dumpDatabase(database.pool, file);
    console.log(`Copia de seguridad escrita en ${file} (${tables} tablas, ${rows} filas)`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`No se pudo hacer la copia de seguridad: ${describeError(error)}`);
  process.exit(1);
}
