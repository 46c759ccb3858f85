import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { DeleteImpact } from "../../../shared/domain/delete-impact";
import type { Commission } from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import { useSignedInApp } from "../../test/signed-in-app";
import { TEST_ORIGIN } from "../../test/test-app";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

describe("what a deletion takes with it", () => {
  const t = useSignedInApp();
  const today = agencyToday();

  const impactOf = async (path: string) => {
    const response = await t.request(`${path}/impact`);
    expect(response.status).toBe(200);
    return (await response.json()) as DeleteImpact;
  };
  const upload = (playerId: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      playerId,
      type: "Contrato",
      name: "Contrato Año Müller",
      date: "2026-03-12",
      status: "firmado",
    }))
      form.set(name, value);
    form.set("file", new Blob([new Uint8Array(pdf)]), "contrato.pdf");
    return t.app.request(`${TEST_ORIGIN}/api/documents/upload`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: t.cookie },
      body: form,
    });
  };

  it("needs a session and a record", async () => {
    expect((await t.anonymous(`/api/players/${crypto.randomUUID()}/impact`)).status).toBe(401);
    const missing = await t.request(`/api/players/${crypto.randomUUID()}/impact`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe("Jugador no encontrado");
    expect((await t.request(`/api/deals/not-an-id/impact`)).status).toBe(404);
  });

  it("counts a player's records and received commissions, then deletes them with the player's files", async () => {
    const player = await t.make.player();
    const [brand, otherBrand] = await Promise.all([t.make.brand(), t.make.brand()]);
    const paid = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "1.200.000€", startDate: today });
    await t.make.deal(player.id, otherBrand.id, { stage: "Prospect" });
    for (const title of ["Rueda de prensa", "Firma", "Sesión"]) {
      await t.make.create("/api/events", {
        playerId: player.id,
        type: "Evento",
        title,
        date: "2027-01-10",
        time: "10:00",
      });
    }
    expect((await upload(player.id)).status).toBe(201);
    const commissions = (await (await t.request("/api/commissions?limit=200")).json()) as Page<Commission>;
    const instalment = commissions.items.find((item) => item.sourceId === paid.id);
    await t.request(`/api/commissions/${instalment?.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: today, amount: 120_000 },
    });

    const impact = await impactOf(`/api/players/${player.id}`);
    expect(impact.goes).toMatchObject({ deals: 2, events: 3, documents: 1, mandates: 0, news: 0 });
    expect(impact.keptCommissions).toEqual({ count: 1, amount: 120_000 });
    expect(await impactOf(`/api/deals/${paid.id}`)).toMatchObject({ keptCommissions: { count: 1, amount: 120_000 } });
    expect((await impactOf(`/api/brands/${brand.id}`)).goes.deals).toBe(1);

    const filesBefore = readdirSync(t.filesDir).length;
    expect((await t.request(`/api/players/${player.id}`, { method: "DELETE" })).status).toBe(204);
    expect(readdirSync(t.filesDir).length).toBe(filesBefore - 1);
    const left = await t.database.pool.query("select count(*)::int as n from documents where player_id = $1", [
      player.id,
    ]);
    expect(left.rows[0].n).toBe(0);
  });

  it("says a club takes its people, and an operation its offers while its paid fee stays", async () => {
    const club = await t.make.create<{ id: string }>("/api/clubs", { name: "Club Impacto", country: "España" });
    for (const name of ["Ana Directora", "Luis Abogado"])
      await t.make.create("/api/contacts", { name, clubId: club.id });
    expect((await impactOf(`/api/clubs/${club.id}`)).goes).toMatchObject({ contacts: 2, operations: 0 });

    const player = await t.make.player();
    await t.make.create("/api/mandates", {
      playerId: player.id,
      startDate: today,
      endDate: "2028-06-30",
      commissionPercent: 3,
      legalAdviceConfirmed: true,
    });
    const destination = await t.make.create<{ id: string }>("/api/clubs", {
      name: "Club Destino Impacto",
      country: "Italia",
    });
    const operation = await t.make.create<{ id: string }>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      stage: "Firmada",
      agentFeeAmount: "100.000€",
      startDate: today,
    });
    for (const date of ["2026-10-01", "2026-10-15"])
      await t.make.create(`/api/operations/${operation.id}/offers`, { date, direction: "recibida" });
    const commissions = (await (await t.request("/api/commissions?limit=200")).json()) as Page<Commission>;
    const fee = commissions.items.find((item) => item.sourceId === operation.id);
    await t.request(`/api/commissions/${fee?.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: today, amount: 40_000 },
    });

    expect(await impactOf(`/api/operations/${operation.id}`)).toMatchObject({
      goes: { offers: 2 },
      keptCommissions: { count: 1, amount: 40_000 },
    });
    expect((await impactOf(`/api/players/${player.id}`)).goes).toMatchObject({
      operations: 1,
      mandates: 1,
      contacts: 0,
    });
  });
});
