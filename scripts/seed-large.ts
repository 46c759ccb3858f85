// npm run db:seed:large -- --players 10000
// Adds a large generated portfolio to Palco's database (embedded, or DATABASE_URL) for benchmarks.
import { parseArgs } from "node:util";

import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open-database";
import { portfolioFor, seedLargePortfolio } from "../src/server/db/seed/large-portfolio";
import { setAgencyTimeZone } from "../src/shared/domain/calendar-day";

const { values } = parseArgs({ options: { players: { type: "string", default: "10000" } } });
const players = Number(values.players);
if (!Number.isInteger(players) || players < 1 || players > 1_000_000) {
  console.error("--players debe ser un número entero entre 1 y 1.000.000");
  process.exit(1);
}
const config = loadConfig();
setAgencyTimeZone(config.timeZone);
const database = await openDatabase(config, console.log);
try {
  const size = portfolioFor(players);
  console.log(`Generando ${JSON.stringify(size)}...`);
  await seedLargePortfolio(database.db, size, console.log);
} finally {
  await database.close();
}
