// npm run db:reset: wipes Palco's database (embedded, or DATABASE_URL) and loads the sample data again.
import { sql } from "drizzle-orm";

import { loadConfig } from "../src/server/config";
import { runMigrations } from "../src/server/db/migrate";
import { openDatabase } from "../src/server/db/open-database";
import { loadSampleDataIfEmpty } from "../src/server/db/seed/load-sample-data";
import { setAgencyTimeZone } from "../src/shared/domain/calendar-day";

const config = loadConfig();
setAgencyTimeZone(config.timeZone);
const database = await openDatabase(config, console.log);
try {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await runMigrations(database.db, database.pool);
  await loadSampleDataIfEmpty(database.db);
  console.log(
    "Base de datos reiniciada con los datos de ejemplo. La cuenta del agente se ha borrado: la próxima visita mostrará /setup.",
  );
} finally {
  await database.close();
}
