import { afterAll, beforeAll, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { portfolioFor, seedLargePortfolio } from "./large-portfolio";
import { loadSampleDataIfEmpty } from "./load-sample-data";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // A database as `npm start` leaves it: sample data, with its own follower history.
  await loadSampleDataIfEmpty(database.db);
});
afterAll(() => database.drop());

const count = async (table: string) =>
  Number((await database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

it("adds a generated portfolio to a started database, twice over, keeping the sample players' history", async () => {
  const samplePlayers = await count("players");
  const sampleSnapshots = await count("follower_snapshots");
  await seedLargePortfolio(database.db, portfolioFor(30));
  expect(await count("players")).toBe(samplePlayers + 30);
  expect(await count("follower_snapshots")).toBe(sampleSnapshots + 30 * 13);
  await seedLargePortfolio(database.db, portfolioFor(20));
  expect(await count("players")).toBe(samplePlayers + 50);
  expect(await count("deals")).toBeGreaterThanOrEqual(500);
  // The market scaled alike: five operations and twenty offers per player, a contact logged on each operation.
  expect(await count("operations")).toBeGreaterThanOrEqual(250);
  expect(await count("offers")).toBeGreaterThanOrEqual(1000);
  expect(await count("contact_log")).toBeGreaterThanOrEqual(250);
  // And the agency's own work: every player under a mandate, two tasks each.
  expect(await count("tasks")).toBeGreaterThanOrEqual(100);
  const unmandated = await database.pool.query(
    "select count(*)::int as n from players p where not exists (select 1 from mandates m where m.player_id = p.id)",
  );
  expect(unmandated.rows[0].n).toBe(0);
});

it("leaves nothing behind when a step fails", async () => {
  const before = await count("players");
  // No brands to attach deals to: the deals step divides by zero after the players were inserted.
  await expect(seedLargePortfolio(database.db, { ...portfolioFor(10), brands: 0 })).rejects.toThrow();
  expect(await count("players")).toBe(before);
});
