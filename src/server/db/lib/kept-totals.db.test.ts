import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getCommissionSummary } from "../../modules/commissions";
import { getDealSummary } from "../../modules/deals";
import { countEvents } from "../../modules/events";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { twoWriters } from "../../test/two-writers";

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

describe("totals kept by the writes", () => {
  it("deal totals equal a count of the deals after inserts, moves, fee edits, deletes, a cascade and a truncate", async () => {
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

  it("deal totals do not make concurrent writers on different connections wait for each other", async () => {
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

  it("commission and event totals equal a count of the rows after inserts, payments, edits and deletes", async () => {
    const pool = database.pool;
    const today = "2026-11-24";
    const expectLedgerToMatch = async () => {
      const { rows } = await pool.query<Record<string, string>>(`
        select coalesce(sum(case when archived_at is null then amount else paid_amount end)
                          filter (where due_date between '2026-10-01' and '2026-12-31'), 0) as expected,
               (select coalesce(sum(amount), 0) from commission_payments
                  where paid_on between '2026-10-01' and '2026-12-31') as received,
               coalesce(sum(amount - paid_amount) filter (where archived_at is null and amount > paid_amount
                          and due_date between '2026-10-01' and '2026-12-31'), 0) as pending,
               coalesce(sum(amount - paid_amount) filter (where archived_at is null and amount > paid_amount
                          and due_date < '${today}'), 0) as overdue,
               count(*) filter (where archived_at is null and amount > paid_amount and due_date < '${today}') as overdue_count
        from commissions`);
      const counted = rows[0]!;
      const kept = await getCommissionSummary(database.db, today);
      expect([kept.expected, kept.received, kept.pending, kept.overdue, kept.overdueCount]).toEqual(
        [counted.expected, counted.received, counted.pending, counted.overdue, counted.overdue_count].map(Number),
      );
    };
    const expectEventsToMatch = async () => {
      const { rows } = await pool.query<{ total: number; upcoming: number }>(
        `select count(*)::int as total, (count(*) filter (where date >= '${today}'))::int as upcoming from events`,
      );
      expect(await countEvents(database.db, today)).toEqual(rows[0]);
    };
    await expectLedgerToMatch();
    await expectEventsToMatch();

    const player = await pool.query<{ id: string }>(
      "insert into players (name, position, nationality, team) values ('Libro', 'Delantero', 'España', 'Club') returning id",
    );
    const playerId = player.rows[0]?.id;
    const deal = await pool.query<{ id: string }>(
      `insert into deals (player_id, brand_id, stage, type, fee)
       values ($1, (select id from brands limit 1), 'Activa', 'Patrocinio', '') returning id`,
      [playerId],
    );
    const inserted = await pool.query<{ id: string }>(
      `insert into commissions (source, deal_id, player_id, period, due_date, amount)
       select 'deal', $2, $1, 'p' || g, date '2026-09-15' + g * 7, 1000 + g * 10 from generate_series(1, 20) g returning id`,
      [playerId, deal.rows[0]?.id],
    );
    await pool.query(
      `insert into events (player_id, type, title, date, time, location, status)
       select $1, 'Evento', 'Evento ' || g, date '2026-11-10' + g, '10:00', 'Madrid', 'pendiente' from generate_series(1, 30) g`,
      [playerId],
    );
    await expectLedgerToMatch();
    await expectEventsToMatch();

    // A part payment and a full one (the trigger on payments raises paid_amount), a new amount, a moved due date.
    const [first, second, third] = inserted.rows.map((row) => row.id);
    await pool.query(
      "insert into commission_payments (commission_id, paid_on, amount) values ($1, $3, 500), ($2, $3, 1020)",
      [first, second, today],
    );
    await pool.query("update commissions set amount = 5000 where id = $1", [third]);
    await pool.query("update commissions set due_date = date '2027-02-01' where period in ('p4', 'p5')");
    await pool.query("update events set date = date '2026-11-01' where title in ('Evento 20', 'Evento 21')");
    await expectLedgerToMatch();
    await expectEventsToMatch();

    // Archived when its source goes (migration 0021): what was received stays expected, the rest is no longer owed.
    await pool.query("update commissions set archived_at = now() where id in ($1, $2)", [first, third]);
    await pool.query("delete from commissions where period in ('p10', 'p11')");
    await pool.query("delete from events where title like 'Evento 1%'");
    await expectLedgerToMatch();
    await expectEventsToMatch();

    // An edit that changes no figure writes no totals row (a restore's one-time fills must leave them as saved).
    const totalsRows = async () =>
      (
        await pool.query(
          "select (select count(*) from commission_day_totals) + (select count(*) from event_day_totals) as n",
        )
      ).rows[0].n;
    const before = await totalsRows();
    const [one, two] = await twoWriters(pool);
    try {
      for (const client of [one, two]) {
        await client.query("update commissions set kept_player_name = 'Libro'");
        await client.query("update events set location = 'Sevilla'");
      }
    } finally {
      one.release();
      two.release();
    }
    expect(await totalsRows()).toBe(before);
  });
});
