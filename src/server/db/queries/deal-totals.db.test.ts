import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { twoWriters } from "../../test/two-writers";
import { getDealSummary } from "./deals";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** What the deals hold, counted directly: what the kept totals must always equal. */
async function countedSummary() {
  const { rows } = await database.pool.query<{ stage: string; count: number; fees: string; unreadable: number }>(`
    select stage::text, count(*)::int as count, coalesce(sum(fee_amount), 0) as fees,
           (count(*) filter (where fee_amount is null and fee <> ''))::int as unreadable
    from deals group by stage`);
  const byStage = new Map(rows.map((row) => [row.stage, row]));
  return ["Prospect", "Negociación", "Activa", "Cerrada"].map((stage) => ({
    stage,
    count: byStage.get(stage)?.count ?? 0,
    feeTotal: Number(byStage.get(stage)?.fees ?? 0),
    unreadableFees: byStage.get(stage)?.unreadable ?? 0,
  }));
}

async function expectTotalsToMatch() {
  const kept = await getDealSummary(database.db);
  const counted = await countedSummary();
  expect(kept.stages).toEqual(counted);
  expect(kept.total).toBe(counted.reduce((sum, stage) => sum + stage.count, 0));
}

describe("deal totals kept by the writes", () => {
  it("equal a count of the deals after inserts, moves, fee edits, deletes, a cascade and a truncate", async () => {
    const pool = database.pool;
    await expectTotalsToMatch();
    const player = await pool.query<{ id: string }>(
      "insert into players (name, position, nationality, team) values ('Totales', 'Delantero', 'España', 'Club'), ('Otro', 'Portero', 'España', 'Club') returning id",
    );
    const brand = await pool.query<{ id: string }>(
      "insert into brands (name, sector) values ('Marca Totales', 'Moda') returning id",
    );
    const [first, second] = player.rows.map((row) => row.id);
    const brandId = brand.rows[0]?.id;
    await pool.query(
      `insert into deals (player_id, brand_id, stage, type, fee, fee_amount)
       select case when g % 2 = 0 then $1::uuid else $2::uuid end, $3,
              (array['Prospect','Negociación','Activa','Cerrada']::deal_stage[])[1 + g % 4], 'Patrocinio',
              case when g % 5 = 0 then 'a convenir' else g || '.000€' end,
              case when g % 5 = 0 then null else g * 1000 end
       from generate_series(1, 40) g`,
      [first, second, brandId],
    );
    await expectTotalsToMatch();

    await pool.query("update deals set stage = 'Activa' where stage = 'Negociación'");
    await pool.query(
      "update deals set fee = '2.500€', fee_amount = 2500 where fee_amount is null and stage = 'Activa'",
    );
    await pool.query("update deals set deliverables = array['Post'] where stage = 'Prospect'");
    await expectTotalsToMatch();

    await pool.query("delete from deals where stage = 'Cerrada' and fee_amount > 20000");
    await expectTotalsToMatch();
    // Deleting a player deletes their deals by cascade: those leave the totals too.
    await pool.query("delete from players where id = $1", [second]);
    await expectTotalsToMatch();

    await pool.query("truncate deals cascade");
    await expectTotalsToMatch();
    expect((await getDealSummary(database.db)).total).toBe(0);
  });

  it("do not make concurrent writers on different connections wait for each other", async () => {
    const [one, two] = await twoWriters(database.pool);
    try {
      const ids = await one.query<{ player: string; brand: string }>(`
        select (select id from players limit 1) as player, (select id from brands limit 1) as brand`);
      const { player, brand } = ids.rows[0]!;
      const insert =
        "insert into deals (player_id, brand_id, stage, type, fee) values ($1, $2, 'Activa', 'Patrocinio', '')";
      await one.query("begin");
      await one.query(insert, [player, brand]);
      // With one row for all writers this insert would wait for the open transaction (here: until the timeout).
      await two.query("set statement_timeout = '3s'");
      await expect(two.query(insert, [player, brand])).resolves.toBeDefined();
      await one.query("commit");
      await expectTotalsToMatch();
    } finally {
      await two.query("reset statement_timeout");
      one.release();
      two.release();
    }
  });
});
