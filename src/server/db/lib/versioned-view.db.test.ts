import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { twoWriters } from "../../test/two-writers";
import { versionedView } from "./versioned-view";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const insertPlayer = (client: pg.PoolClient | pg.Pool, name: string) =>
  client.query(`insert into players (name, position, nationality, team) values ($1, 'Delantero', 'España', 'Club')`, [
    name,
  ]);

describe("versioned views", () => {
  it("compute once for concurrent requests, and again only after a committed write", async () => {
    let computed = 0;
    const view = versionedView("test-single-flight", async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return computed;
    });
    const first = await Promise.all(Array.from({ length: 10 }, () => view(database.db)));
    expect(first).toEqual(Array(10).fill(1));
    expect(await view(database.db)).toBe(1);
    await insertPlayer(database.pool, "Nueva Fila");
    const second = await Promise.all(Array.from({ length: 10 }, () => view(database.db)));
    expect(second).toEqual(Array(10).fill(2));
    expect(computed).toBe(2);
  });

  it("compute once per version across processes: the others read what the first stored", async () => {
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { computed, at: "2026-11-24" };
    };
    // Each instance keeps its own values, as each Palco process does; they share the name, as processes share it.
    const [one, two, three] = [1, 2, 3].map(() => versionedView("test-processes", compute));
    const first = await Promise.all([one, two, three, one, two, three].map((view) => view!(database.db)));
    expect(first).toEqual(Array(6).fill({ computed: 1, at: "2026-11-24" }));
    expect(computed).toBe(1);

    await insertPlayer(database.pool, "Otra Fila");
    expect(await two!(database.db)).toEqual({ computed: 2, at: "2026-11-24" });
    expect(await one!(database.db)).toEqual({ computed: 2, at: "2026-11-24" });
    expect(await three!(database.db)).toEqual({ computed: 2, at: "2026-11-24" });
    expect(computed).toBe(2);
  });

  it("keep the totals over a news item's write, and count again after a player's", async () => {
    let counted = 0;
    const totals = versionedView("test-totals", async () => ++counted, "totals");
    const dashboard = versionedView("test-dashboard", async () => ++counted, "dashboard");
    expect([await totals(database.db), await dashboard(database.db)]).toEqual([1, 2]);
    const { rows } = await database.pool.query<{ id: string }>("select id from players limit 1");
    await database.pool.query(
      "insert into news (player_id, title, source, sentiment, date) values ($1, 'Crónica', 'Diario', 'neutral', current_date)",
      [rows[0]?.id],
    );
    expect([await totals(database.db), await dashboard(database.db)]).toEqual([1, 3]);
    await insertPlayer(database.pool, "Cambia los totales");
    expect([await totals(database.db), await dashboard(database.db)]).toEqual([4, 5]);
  });

  it("give each writing transaction a counter row of its own, even when connections' pids meet modulo 64", async () => {
    const [writer, holder] = await twoWriters(database.pool);
    try {
      const { rows } = await writer.query<{ preferred: number }>("select pg_backend_pid() % 64 as preferred");
      const preferred = rows[0]!.preferred;
      // Another transaction holds the row this connection would take first (as one whose pid met it would).
      await holder.query("begin");
      await holder.query("select pg_advisory_xact_lock(7320118, $1)", [preferred]);
      await writer.query("begin");
      await writer.query("set local statement_timeout = '3s'");
      await insertPlayer(writer, "Fila ajena");
      const chosen = await writer.query<{ shard: string }>("select current_setting('palco.write_shard') as shard");
      expect(Number(chosen.rows[0]!.shard)).not.toBe(preferred);
      // The same row for the rest of the transaction, whatever table it writes next.
      await writer.query("select palco_write_shard()");
      expect((await writer.query("select palco_write_shard() as s")).rows[0].s).toBe(Number(chosen.rows[0]!.shard));
      await writer.query("commit");
      await holder.query("commit");
    } finally {
      writer.release();
      holder.release();
    }
  });

  it("let writers on different connections commit without waiting for each other", async () => {
    const [open, other] = await twoWriters(database.pool);
    try {
      await open.query("begin");
      await insertPlayer(open, "En una transacción abierta");
      // With one shared counter row this write waited for the open transaction (here: until the timeout).
      await other.query("set statement_timeout = '3s'");
      await expect(insertPlayer(other, "Sin esperar")).resolves.toBeDefined();
      await other.query("reset statement_timeout");

      let computed = 0;
      const view = versionedView("test-commit", async () => ++computed);
      expect(await view(database.db)).toBe(1);
      await open.query("commit");
      // The version moved with the commit of the transaction that wrote before the view was computed.
      expect(await view(database.db)).toBe(2);
    } finally {
      open.release();
      other.release();
    }
  });
});
