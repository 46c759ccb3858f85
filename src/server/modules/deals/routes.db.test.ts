import { describe, expect, it } from "vitest";

import type { Page } from "../../../shared/schemas/common";
import type { Deal } from "../../../shared/schemas/deal";
import { backfillFeeAmounts } from "../../db/backfill-fee-amounts";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { fixtures } from "../../test/fixtures";
import { useSignedInApp } from "../../test/signed-in-app";
import { createTestApp } from "../../test/test-app";

const t = useSignedInApp();

describe("/api/deals", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/deals",
    notFoundMessage: "Patrocinio no encontrado",
    validBody: async () => {
      const f = t.make;
      return { playerId: (await f.player()).id, brandId: (await f.brand()).id };
    },
    patch: { body: { stage: "Activa" }, field: "stage", expected: "Activa" },
  });

  it("lets exactly one of two tabs saving from the same version win, twenty times over", async () => {
    const f = t.make;
    const deal = (await f.deal((await f.player()).id, (await f.brand()).id, { fee: "1.019€" })) as Deal;
    let version = deal.version;
    for (let round = 0; round < 20; round += 1) {
      const save = (fee: string) =>
        t.request(`/api/deals/${deal.id}`, {
          method: "PATCH",
          json: { fee },
          headers: { "If-Match": `"${version}"` },
        });
      const answers = await Promise.all([save(`${77_000 + round}€`), save(`${1_000 + round}€`)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
      const winner = answers.find((answer) => answer.status === 200)!;
      const saved = (await winner.json()) as Deal;
      const loser = (await answers.find((answer) => answer.status === 412)!.json()) as { error: { current: Deal } };
      // The refused tab is shown the winner's fee, never silently overwritten.
      expect(loser.error.current.fee).toBe(saved.fee);
      version = saved.version;
    }
  });

  it("defaults to Prospect and Patrocinio, keeps the deliverables list and turns empty dates into null", async () => {
    const f = t.make;
    const player = await f.player();
    const brand = await f.brand({ sector: "Bebidas" });
    const response = await t.request("/api/deals", {
      method: "POST",
      json: {
        playerId: player.id,
        brandId: brand.id,
        fee: "500.000€",
        deliverables: [" 2 posts ", "", "Spot TV"],
        startDate: "",
        renewDate: "2027-05-01",
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      stage: "Prospect",
      type: "Patrocinio",
      fee: "500.000€",
      deliverables: ["2 posts", "Spot TV"],
      startDate: null,
      renewDate: "2027-05-01",
      playerName: player.name,
      brandName: brand.name,
      brandSector: "Bebidas",
    });
  });

  it("asks for a player and a brand", async () => {
    for (const json of [{}, { playerId: "" }, { brandId: "00000000-0000-4000-8000-000000000000" }]) {
      const response = await t.request("/api/deals", { method: "POST", json });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: "Por favor selecciona un jugador y una marca" },
      });
    }
  });

  it("says which referenced record does not exist", async () => {
    const brand = await t.make.brand();
    const response = await t.request("/api/deals", {
      method: "POST",
      json: { playerId: "00000000-0000-4000-8000-000000000000", brandId: brand.id },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { playerId: "El jugador no existe" } } });
  });

  it("rejects an unknown stage and deliverables that are not a list", async () => {
    const response = await t.request("/api/deals", {
      method: "POST",
      json: { stage: "Firmada", deliverables: "a, b" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { stage: "Etapa no válida", deliverables: "Los entregables deben ser una lista" } },
    });
  });

  it("filters by stage", async () => {
    const f = t.make;
    const player = await f.player();
    const brand = await f.brand();
    await f.deal(player.id, brand.id, { stage: "Negociación" });
    const page = (await (await t.request("/api/deals?stage=Negociaci%C3%B3n")).json()) as Page<Deal>;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((deal) => deal.stage === "Negociación")).toBe(true);
  });
});

describe("kept list pages", () => {
  it("follow every write to what they show: the deal, its brand's name, its player's name", async () => {
    const player = await t.make.player({ name: "Nombre Primero" });
    const brand = await t.make.brand({ name: "Marca Primera" });
    const deal = await t.make.deal(player.id, brand.id);
    const page = async () =>
      (
        (await (await t.request(`/api/deals?playerId=${player.id}`)).json()) as {
          items: { id: string; brandName: string; playerName: string; stage: string }[];
        }
      ).items;
    expect(await page()).toEqual([
      expect.objectContaining({ brandName: "Marca Primera", playerName: "Nombre Primero" }),
    ]);
    await t.request(`/api/brands/${brand.id}`, { method: "PATCH", json: { name: "Marca Segunda" } });
    expect((await page())[0]?.brandName).toBe("Marca Segunda");
    await t.request(`/api/players/${player.id}`, { method: "PATCH", json: { name: "Nombre Segundo" } });
    expect((await page())[0]?.playerName).toBe("Nombre Segundo");
    await t.request(`/api/deals/${deal.id}`, { method: "PATCH", json: { stage: "Negociación" } });
    expect((await page())[0]?.stage).toBe("Negociación");
    const players = async () =>
      ((await (await t.request("/api/players?q=nombre segundo")).json()) as { items: { name: string }[] }).items;
    expect((await players()).map((item) => item.name)).toEqual(["Nombre Segundo"]);
    await t.request(`/api/players/${player.id}`, { method: "PATCH", json: { name: "Nombre Tercero" } });
    expect(await players()).toEqual([]);
  });

  it("follow a question to the player, its answer and its withdrawal, on a list filtered by stage", async () => {
    const deal = await t.make.deal((await t.make.player()).id, (await t.make.brand()).id, { stage: "Negociación" });
    // Found with the deals list filtered by stage answering playerApproval: null after "Pedir aprobación al jugador".
    const approvalOf = async () =>
      (
        (await (await t.request("/api/deals?stage=Negociaci%C3%B3n&limit=100")).json()) as {
          items: { id: string; playerApproval: { id: string; status: string } | null }[];
        }
      ).items.find((item) => item.id === deal.id)?.playerApproval;
    expect(await approvalOf()).toBeNull();
    const asked = await t.request("/api/approvals", {
      method: "POST",
      json: { recordType: "deal", recordId: deal.id },
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    expect(await approvalOf()).toMatchObject({ id, status: "pending" });
    expect((await t.request(`/api/approvals/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await approvalOf()).toBeNull();
  });
});

describe("fee amounts", () => {
  it("stores the euros a Spanish fee text names, follows edits, and keeps null for text it cannot read", async () => {
    const f = t.make;
    const player = await f.player();
    const brand = await f.brand();
    const created = await f.create<Deal>("/api/deals", { playerId: player.id, brandId: brand.id, fee: "1,2M€" });
    expect(created.feeAmount).toBe(1_200_000);

    const edited = await t.request(`/api/deals/${created.id}`, { method: "PATCH", json: { fee: "750K €" } });
    expect(((await edited.json()) as Deal).feeAmount).toBe(750_000);
    const unreadable = await t.request(`/api/deals/${created.id}`, {
      method: "PATCH",
      json: { fee: "a convenir" },
    });
    expect((await unreadable.json()) as Deal).toMatchObject({ fee: "a convenir", feeAmount: null });
    // An edit that does not touch the fee leaves its amount alone.
    await t.request(`/api/deals/${created.id}`, { method: "PATCH", json: { fee: "1.250.000 euros" } });
    const staged = await t.request(`/api/deals/${created.id}`, { method: "PATCH", json: { stage: "Activa" } });
    expect(((await staged.json()) as Deal).feeAmount).toBe(1_250_000);

    const listed = (await (await t.request(`/api/deals?playerId=${player.id}`)).json()) as Page<Deal>;
    expect(listed.items[0]?.feeAmount).toBe(1_250_000);
  });

  it("fills the amounts of deals written by earlier versions once", async () => {
    const f = t.make;
    const player = await f.player();
    const brand = await f.brand();
    const old = await f.create<Deal>("/api/deals", { playerId: player.id, brandId: brand.id, fee: "500.000€" });
    await t.database.pool.query("update deals set fee_amount = null where id = $1", [old.id]);
    await t.database.pool.query("delete from app_meta where key = 'fee_amounts_backfilled'");

    expect(await backfillFeeAmounts(t.database.db)).toBeGreaterThanOrEqual(1);
    const read = (await (await t.request(`/api/deals/${old.id}`)).json()) as Deal;
    expect(read.feeAmount).toBe(500_000);
    await t.database.pool.query("update deals set fee_amount = null where id = $1", [old.id]);
    expect(await backfillFeeAmounts(t.database.db)).toBe(0);
  });
});

describe("pipeline", () => {
  it("refuses a renewal before the start, on create and on an edit of either date", async () => {
    const f = t.make;
    const ids = { playerId: (await f.player()).id, brandId: (await f.brand()).id };
    const refused = await t.request("/api/deals", {
      method: "POST",
      json: { ...ids, startDate: "2026-06-01", renewDate: "2026-05-31" },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { renewDate: "La renovación no puede ser anterior a la fecha de inicio" } },
    });

    const deal = await f.create<Deal>("/api/deals", { ...ids, startDate: "2026-06-01", renewDate: "2026-06-01" });
    const earlierRenewal = await t.request(`/api/deals/${deal.id}`, {
      method: "PATCH",
      json: { renewDate: "2026-01-01" },
    });
    expect(earlierRenewal.status).toBe(400);
    const laterStart = await t.request(`/api/deals/${deal.id}`, {
      method: "PATCH",
      json: { startDate: "2027-01-01" },
    });
    expect(laterStart.status).toBe(400);
    const both = await t.request(`/api/deals/${deal.id}`, {
      method: "PATCH",
      json: { startDate: "2027-01-01", renewDate: "2028-01-01" },
    });
    expect(both.status).toBe(200);
  });

  it("sums counts and fee amounts per stage, counting fees it cannot read apart", async () => {
    const fresh = await createTestApp();
    try {
      const freshCookie = await fresh.signIn();
      const f = fixtures(fresh, freshCookie);
      const ids = { playerId: (await f.player()).id, brandId: (await f.brand()).id };
      await f.deal(ids.playerId, ids.brandId, { stage: "Activa", fee: "500.000€" });
      await f.deal(ids.playerId, ids.brandId, { stage: "Activa", fee: "1,2M€" });
      await f.deal(ids.playerId, ids.brandId, { stage: "Activa", fee: "a convenir" });
      await f.deal(ids.playerId, ids.brandId, { stage: "Prospect" });
      const summary = await (await fresh.request("/api/deals/summary", { cookie: freshCookie })).json();
      expect(summary).toEqual({
        total: 4,
        stages: [
          { stage: "Prospect", count: 1, feeTotal: 0, unreadableFees: 0 },
          { stage: "Negociación", count: 0, feeTotal: 0, unreadableFees: 0 },
          { stage: "Activa", count: 3, feeTotal: 1_700_000, unreadableFees: 1 },
          { stage: "Cerrada", count: 0, feeTotal: 0, unreadableFees: 0 },
        ],
      });
      // Kept between requests, and recomputed after any deal changes.
      const prospect = await f.deal(ids.playerId, ids.brandId, { stage: "Prospect", fee: "90.000€" });
      await fresh.request(`/api/deals/${prospect.id}`, {
        method: "PATCH",
        cookie: freshCookie,
        json: { stage: "Negociación" },
      });
      const after = (await (await fresh.request("/api/deals/summary", { cookie: freshCookie })).json()) as {
        total: number;
        stages: { stage: string; count: number; feeTotal: number }[];
      };
      expect(after.total).toBe(5);
      expect(after.stages.find((entry) => entry.stage === "Negociación")).toMatchObject({ count: 1, feeTotal: 90_000 });
      expect((await fresh.request("/api/deals/summary")).status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

describe("fee forms through the API", () => {
  const forms: [string, number | null][] = [
    ["500.000€", 500_000],
    ["500.000 €", 500_000],
    ["€500.000", 500_000],
    ["1.250.000 euros", 1_250_000],
    ["1.250.000 EUR", 1_250_000],
    ["1,2M€", 1_200_000],
    ["1,2 M €", 1_200_000],
    ["2M", 2_000_000],
    ["1.5M€", 1_500_000],
    ["750K €", 750_000],
    ["750k", 750_000],
    ["300 mil €", 300_000],
    ["3 millones de euros", 3_000_000],
    ["45.000,50 €", 45_000.5],
    ["45000", 45_000],
    ["a convenir", null],
    ["300.000-500.000€", null],
    ["12abc", null],
  ];
  it.each(forms)("stores %s as %s", async (fee, amount) => {
    const f = t.make;
    const deal = await f.create<Deal>("/api/deals", {
      playerId: (await f.player()).id,
      brandId: (await f.brand()).id,
      fee,
    });
    expect(deal).toMatchObject({ fee, feeAmount: amount });
  });
});

describe("exclusivity conflicts", () => {
  type ErrorBody = { error: { message: string } };
  const patch = (id: string, json: unknown) => t.request(`/api/deals/${id}`, { method: "PATCH", json });

  it("refuses a second deal of the sector in Negociación or Activa when either is exclusive and their dates overlap by a day", async () => {
    const f = t.make;
    const player = await f.player({ name: "Ana Exclusiva" });
    const sector = `Bebidas ${Date.now()}`;
    const first = await f.brand({ name: `Aguas Claras ${Date.now()}`, sector });
    const rival = await f.brand({ name: `Refrescos Sol ${Date.now()}`, sector: sector.toUpperCase() });
    await f.deal(player.id, first.id, {
      stage: "Activa",
      exclusive: true,
      startDate: "2027-01-01",
      renewDate: "2027-12-31",
    });

    const clash = await t.request("/api/deals", {
      method: "POST",
      json: {
        playerId: player.id,
        brandId: rival.id,
        stage: "Negociación",
        startDate: "2027-12-31",
        renewDate: "2028-06-30",
      },
    });
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as ErrorBody).error.message).toBe(
      `Conflicto de exclusividad: Ana Exclusiva ya tiene un acuerdo exclusivo de ${sector} con ${first.name}`,
    );

    // The day after the exclusive one ends is free.
    const after = await f.deal(player.id, rival.id, {
      stage: "Negociación",
      startDate: "2028-01-01",
      renewDate: "2028-06-30",
    });
    expect(after.id).toBeTruthy();

    // A prospect may clash, and says so; moving it on (Aprobar, a drag on the board) is refused and changes nothing.
    const prospect = await f.deal(player.id, rival.id, {
      stage: "Prospect",
      startDate: "2027-06-01",
      renewDate: "2027-09-30",
    });
    const listed = (await (await t.request(`/api/deals?playerId=${player.id}`)).json()) as Page<Deal>;
    expect(listed.items.find((deal) => deal.id === prospect.id)?.possibleConflict).toBe(true);
    expect(listed.items.find((deal) => deal.id === after.id)?.possibleConflict).toBe(false);
    const moved = await patch(prospect.id, { stage: "Activa" });
    expect(moved.status).toBe(409);
    expect(((await (await t.request(`/api/deals/${prospect.id}`)).json()) as Deal).stage).toBe("Prospect");
  });

  it("lets deals of other sectors, the same brand, closed deals and non-exclusive pairs be", async () => {
    const f = t.make;
    const player = await f.player();
    const sector = `Relojería ${Date.now()}`;
    const watches = await f.brand({ sector });
    const otherWatches = await f.brand({ sector });
    const cars = await f.brand({ sector: "Automoción" });
    await f.deal(player.id, watches.id, { stage: "Activa", exclusive: false });
    // Neither exclusive: both may run.
    const both = await t.request("/api/deals", {
      method: "POST",
      json: { playerId: player.id, brandId: otherWatches.id, stage: "Activa" },
    });
    expect(both.status).toBe(201);
    const bothDeal = (await both.json()) as Deal;
    // Exclusive, but another sector.
    expect(
      (
        await t.request("/api/deals", {
          method: "POST",
          json: { playerId: player.id, brandId: cars.id, stage: "Activa", exclusive: true },
        })
      ).status,
    ).toBe(201);
    // Exclusive with the same brand again clashes only with the other brand of the sector; once that one is Cerrada it goes through.
    const exclusive = { playerId: player.id, brandId: watches.id, stage: "Negociación", exclusive: true };
    expect((await t.request("/api/deals", { method: "POST", json: exclusive })).status).toBe(409);
    expect((await patch(bothDeal.id, { stage: "Cerrada" })).status).toBe(200);
    expect((await t.request("/api/deals", { method: "POST", json: exclusive })).status).toBe(201);
  });
});

describe("pipeline hygiene", () => {
  it("lists only open deals without a change for 30 days with stale=true", async () => {
    const f = t.make;
    const player = await f.player();
    const [stale, fresh, closedLongAgo] = await Promise.all([
      f.deal(player.id, (await f.brand()).id, { stage: "Negociación" }),
      f.deal(player.id, (await f.brand()).id, { stage: "Prospect" }),
      f.deal(player.id, (await f.brand()).id, { stage: "Cerrada" }),
    ]);
    await t.database.pool.query("update deals set updated_at = now() - interval '31 days' where id = any($1)", [
      [stale.id, closedLongAgo.id],
    ]);
    const listed = (await (await t.request(`/api/deals?playerId=${player.id}&stale=true`)).json()) as Page<Deal>;
    expect(listed.items.map((deal) => deal.id)).toEqual([stale.id]);
    expect(fresh.id).not.toBe(stale.id);

    // Longest untouched first.
    const older = await f.deal(player.id, (await f.brand()).id, { stage: "Prospect" });
    await t.database.pool.query("update deals set updated_at = now() - interval '90 days' where id = $1", [older.id]);
    const ordered = (await (await t.request(`/api/deals?playerId=${player.id}&stale=true`)).json()) as Page<Deal>;
    expect(ordered.items.map((deal) => deal.id)).toEqual([older.id, stale.id]);
    const bad = await t.request("/api/deals?stale=si");
    expect(bad.status).toBe(400);
  });

  it("keeps a lost reason only while the deal is Cerrada", async () => {
    const f = t.make;
    const deal = await f.deal((await f.player()).id, (await f.brand()).id, { stage: "Negociación" });
    const closed = await t.request(`/api/deals/${deal.id}`, {
      method: "PATCH",
      json: { stage: "Cerrada", lostReason: "Presupuesto" },
    });
    expect(((await closed.json()) as Deal).lostReason).toBe("Presupuesto");
    const tooLong = await t.request(`/api/deals/${deal.id}`, {
      method: "PATCH",
      json: { lostReason: "x".repeat(201) },
    });
    expect(((await tooLong.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      lostReason: "El motivo no puede superar 200 caracteres",
    });
    const reopened = await t.request(`/api/deals/${deal.id}`, { method: "PATCH", json: { stage: "Prospect" } });
    expect(((await reopened.json()) as Deal).lostReason).toBeNull();
  });
});
