import { describe, expect, it } from "vitest";

import { deleteImpactText, type DeleteImpact } from "../../../shared/domain/delete-impact";
import { loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import { playerIdNamed } from "../../test/fixtures";
import { useSignedInApp } from "../../test/signed-in-app";
import { type TestApp } from "../../test/test-app";

describe("/api/sample-data", () => {
  const t = useSignedInApp();

  const count = async (table: string) =>
    Number((await t.database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
  const status = async () => (await (await t.request("/api/sample-data")).json()) as { showing: boolean };

  it("asks for a session", async () => {
    expect((await t.anonymous("/api/sample-data")).status).toBe(401);
    expect((await t.anonymous("/api/sample-data", { method: "DELETE" })).status).toBe(401);
    expect((await t.anonymous("/api/sample-data/kept")).status).toBe(401);
    expect((await t.anonymous("/api/sample-data/kept", { method: "DELETE" })).status).toBe(401);
  });

  it("refuses a choice that is not a yes or a no, in Spanish", async () => {
    const response = await t.request("/api/sample-data", { method: "POST", json: { load: "sí" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      load: "Indica si quieres cargar los datos de ejemplo",
    });
  });

  it("loads the sample once on the setup's yes, then clears only what the agent never touched", async () => {
    expect(await status()).toEqual({ showing: false });
    const loaded = await t.request("/api/sample-data", { method: "POST", json: { load: true } });
    expect(await loaded.json()).toEqual({ loaded: true });
    expect(await status()).toEqual({ showing: true });
    // A second yes never loads it over what is there.
    expect(await (await t.request("/api/sample-data", { method: "POST", json: { load: true } })).json()).toEqual({
      loaded: false,
    });

    // The market has its people (five at clubs, one per brand's email) and the log of the last contacts.
    expect([await count("contacts"), await count("contact_log")]).toEqual([11, 4]);
    const f = t.make;
    const mine = await f.player({ name: "Jugadora Propia" });
    // An edited sample player stays, and so does an untouched one the agent's own event points to.
    const edited = await playerIdNamed(t, "Diego Salvatierra");
    await t.request(`/api/players/${edited}`, { method: "PATCH", json: { team: "Club Nuevo" } });
    const referenced = await playerIdNamed(t, "Nicolás Ferreira");
    await f.create("/api/events", {
      playerId: referenced,
      type: "Evento",
      title: "Entrevista propia",
      date: "2026-12-01",
      time: "10:00",
    });
    const ownBrand = await f.brand({ name: "Marca Propia" });

    // Before clearing, the agent is told what will stay and why: exactly what the clearing then keeps.
    type Kept = { cleared: boolean; records: { kind: string; name: string; edited: boolean; impact: DeleteImpact }[] };
    const kept = async () => (await (await t.request("/api/sample-data/kept")).json()) as Kept;
    const preview = await kept();
    expect(preview.cleared).toBe(false);
    expect(preview.records.map(({ kind, name, edited }) => ({ kind, name, edited }))).toEqual([
      { kind: "player", name: "Diego Salvatierra", edited: true },
      { kind: "player", name: "Nicolás Ferreira", edited: false },
    ]);
    expect(deleteImpactText(preview.records[1]!.impact)).toBe("Se eliminarán también 1 evento.");
    // The rehearsal changed nothing.
    expect(await status()).toEqual({ showing: true });
    expect(await count("deals")).toBeGreaterThan(0);

    const cleared = await t.request("/api/sample-data", { method: "DELETE" });
    expect(cleared.status).toBe(200);
    const body = (await cleared.json()) as { removed: number; kept: number };
    // Kept: the edited sample player and the untouched one the agent's event points to.
    expect(body.kept).toBe(2);
    expect(body.removed).toBeGreaterThan(10);

    const names = (await t.database.pool.query<{ name: string }>("select name from players order by name")).rows.map(
      (row) => row.name,
    );
    expect(names).toEqual(["Diego Salvatierra", "Jugadora Propia", "Nicolás Ferreira"]);
    expect((await t.database.pool.query("select 1 from players where id = $1", [mine.id])).rowCount).toBe(1);
    expect(
      (await t.database.pool.query<{ name: string }>("select name from brands")).rows.map((row) => row.name),
    ).toEqual([ownBrand.name]);
    expect(await count("deals")).toBe(0);
    // The sample's own payments go with it: nothing is kept as received money of the agency.
    expect(await count("commissions")).toBe(0);
    expect(await count("commission_payments")).toBe(0);
    expect(
      (await t.database.pool.query<{ title: string }>("select title from events")).rows.map((row) => row.title),
    ).toEqual(["Entrevista propia"]);
    expect(await status()).toEqual({ showing: false });

    // Cleared once: the banner does not come back and nothing more is removed.
    expect(await (await t.request("/api/sample-data", { method: "DELETE" })).json()).toEqual({
      removed: 0,
      kept: 0,
    });
    expect(await count("players")).toBe(3);
    // The sample's market goes with it.
    expect([await count("clubs"), await count("operations"), await count("offers")]).toEqual([0, 0, 0]);
    const people = await t.database.pool.query("select 1 from contacts where brand_id is distinct from $1", [
      ownBrand.id,
    ]);
    expect([people.rowCount, await count("contact_log")]).toEqual([0, 0]);

    // What the clearing kept stays listed, and "Borrar también" removes it with what hangs from it, in the history.
    expect((await kept()).records.map((record) => record.name)).toEqual(["Diego Salvatierra", "Nicolás Ferreira"]);
    const alsoDeleted = await t.request("/api/sample-data/kept", { method: "DELETE" });
    expect(await alsoDeleted.json()).toEqual({ removed: 2, left: 0 });
    expect(
      (await t.database.pool.query<{ name: string }>("select name from players")).rows.map((row) => row.name),
    ).toEqual(["Jugadora Propia"]);
    expect(await count("events")).toBe(0);
    const history = await t.database.pool.query<{ entity_label: string }>(
      "select entity_label from activity where action = 'delete' and entity_type = 'player' order by entity_label",
    );
    expect(history.rows.map((row) => row.entity_label)).toEqual(["Diego Salvatierra", "Nicolás Ferreira"]);
    expect(await kept()).toEqual({ cleared: true, records: [] });
  });
});

describe("/api/sample-data and the agent's own offer", () => {
  const t = useSignedInApp({}, { sample: true });

  it("keeps a sample operation the agent recorded an offer on, with its player and both clubs", async () => {
    const operations = (await (await t.request("/api/operations?stage=Sondeo")).json()) as {
      items: { id: string; clubId: string; originClubId: string; playerName: string }[];
    };
    const loan = operations.items[0]!;
    await t.make.create(`/api/operations/${loan.id}/offers`, { date: "2027-01-15", direction: "enviada" });

    expect((await t.request("/api/sample-data", { method: "DELETE" })).status).toBe(200);
    const left = (await (await t.request("/api/operations")).json()) as { items: { id: string }[] };
    expect(left.items.map((item) => item.id)).toEqual([loan.id]);
    const clubs = (await (await t.request("/api/clubs")).json()) as { items: { id: string }[] };
    expect(clubs.items.map((club) => club.id).sort()).toEqual([loan.clubId, loan.originClubId].sort());
    const players = (await t.database.pool.query<{ name: string }>("select name from players")).rows;
    expect(players.map((row) => row.name)).toContain(loan.playerName);
  });
});

const countOf = async (t: Pick<TestApp, "database">, table: string) =>
  Number((await t.database.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

describe("/api/sample-data and the agent's own payments", () => {
  const t = useSignedInApp();

  it("keeps a sample mandate whose commission the agent recorded a payment on, with every payment of it", async () => {
    await t.request("/api/sample-data", { method: "POST", json: { load: true } });
    const { rows } = await t.database.pool.query<{ id: string; mandate_id: string; amount: number }>(
      "select id, mandate_id, amount::float8 as amount from commissions where mandate_id is not null and received_at is null order by due_date limit 1",
    );
    const open = rows[0];
    const paid = await t.request(`/api/commissions/${open?.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: "2026-01-15", amount: 100 },
    });
    expect(paid.status).toBe(201);
    const sampleKept = await t.database.pool.query(
      "select count(*)::int as n from commission_payments p join commissions c on c.id = p.commission_id where c.mandate_id = $1",
      [open?.mandate_id],
    );

    expect((await t.request("/api/sample-data", { method: "DELETE" })).status).toBe(200);
    expect((await t.database.pool.query("select 1 from mandates where id = $1", [open?.mandate_id])).rowCount).toBe(1);
    const after = await t.database.pool.query(
      "select count(*)::int as n from commission_payments p join commissions c on c.id = p.commission_id where c.mandate_id = $1",
      [open?.mandate_id],
    );
    expect(after.rows[0].n).toBe(sampleKept.rows[0].n);
    // Every other sample payment went with its deal or mandate.
    expect(await countOf(t, "commission_payments")).toBe(sampleKept.rows[0].n);
  });
});

describe("/api/sample-data on the setup's no", () => {
  const t = useSignedInApp();

  it("removes a sample already there (a reset before the setup) and loads nothing, now or on a later yes", async () => {
    expect(await loadSampleDataIfEmpty(t.database.db)).toBe(true);
    expect(await (await t.request("/api/sample-data", { method: "POST", json: { load: false } })).json()).toEqual({
      loaded: false,
    });
    expect(await (await t.request("/api/sample-data", { method: "POST", json: { load: true } })).json()).toEqual({
      loaded: false,
    });
    const players = await t.database.pool.query("select 1 from players");
    expect(players.rowCount).toBe(0);
    expect(await (await t.request("/api/sample-data")).json()).toEqual({ showing: false });
  });
});
