import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { Commission, CommissionSummary } from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import { useSignedInApp } from "../../test/signed-in-app";

// Money that arrived is a fact of the agency's books: no deletion, direct or by cascade, takes it away.
describe("received commissions outlive what they were paid for", () => {
  const t = useSignedInApp();
  const today = agencyToday();

  const all = async () => ((await (await t.request("/api/commissions?limit=200")).json()) as Page<Commission>).items;
  const byId = async (id: string) => (await all()).find((commission) => commission.id === id);
  const ofSource = async (sourceId: string) => (await all()).filter((commission) => commission.sourceId === sourceId);
  const summary = async () => (await (await t.request("/api/commissions/summary")).json()) as CommissionSummary;
  const pay = async (id: string | undefined, amount: number) => {
    const response = await t.request(`/api/commissions/${id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: today, amount },
    });
    expect(response.status).toBe(201);
  };
  const remove = async (path: string) => {
    const response = await t.request(path, { method: "DELETE" });
    expect(response.status, await response.text()).toBe(204);
  };
  const paidDeal = async (fee: string, amount: number) => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee, startDate: today });
    const [instalment] = await ofSource(deal.id);
    await pay(instalment?.id, amount);
    return { player, brand, deal, instalment: instalment as Commission };
  };

  it("keeps a received instalment, archived under its names, when its deal is deleted", async () => {
    const { player, brand, deal, instalment } = await paidDeal("1.200.000€", 120_000);
    const before = await summary();
    await remove(`/api/deals/${deal.id}`);

    const kept = await byId(instalment.id);
    expect(kept).toMatchObject({
      archived: true,
      sourceId: null,
      source: "deal",
      brandName: brand.name,
      playerId: player.id,
      playerName: player.name,
      receivedAmount: 120_000,
      balance: 0,
    });
    expect(kept?.payments).toHaveLength(1);
    expect(await summary()).toEqual(before);
    // Archived means read-only: no payment is added or taken back.
    const added = await t.request(`/api/commissions/${instalment.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: today, amount: 5 },
    });
    expect(added.status).toBe(409);
    expect(((await added.json()) as { error: { message: string } }).error.message).toMatch(/archivada/);
    const taken = await t.request(`/api/commissions/${instalment.id}/payments/${kept?.payments[0]?.id}`, {
      method: "DELETE",
    });
    expect(taken.status).toBe(409);
  });

  it("keeps what arrived of a partly paid instalment and expects no more of it once its deal is gone", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, {
      stage: "Activa",
      fee: "82.500€",
      startDate: shiftDays(today, -10),
    });
    const [instalment] = await ofSource(deal.id);
    await pay(instalment?.id, 8_000);
    const before = await summary();
    await remove(`/api/deals/${deal.id}`);
    expect(await byId(instalment?.id ?? "")).toMatchObject({
      archived: true,
      receivedAmount: 8_000,
      balance: 0,
      overdue: false,
    });
    const after = await summary();
    expect(before.overdue - after.overdue).toBe(250);
    expect(after.received).toBe(before.received);
  });

  it("keeps them through a brand's deletion, with the brand's name", async () => {
    const { brand, deal, instalment } = await paidDeal("300.000€", 30_000);
    const unpaidDeal = await t.make.deal((await t.make.player()).id, brand.id, {
      stage: "Activa",
      fee: "10.000€",
      startDate: today,
    });
    const [unpaid] = await ofSource(unpaidDeal.id);
    await remove(`/api/brands/${brand.id}`);
    expect(await byId(instalment.id)).toMatchObject({ archived: true, brandName: brand.name, receivedAmount: 30_000 });
    expect(await byId(unpaid?.id ?? "")).toBeUndefined();
    expect((await t.request(`/api/deals/${deal.id}`)).status).toBe(404);
  });

  it("keeps them through a player's deletion, deals and mandates alike, with the player's name", async () => {
    const { player, brand, instalment } = await paidDeal("500.000€", 50_000);
    const mandate = await t.make.create<{ id: string }>("/api/mandates", {
      playerId: player.id,
      startDate: shiftDays(today, -200),
      endDate: shiftDays(today, 300),
      commissionPercent: 5,
      annualRemuneration: 800_000,
      legalAdviceConfirmed: true,
    });
    const quarters = await ofSource(mandate.id);
    await pay(quarters[0]?.id, quarters[0]?.amount ?? 0);
    await remove(`/api/players/${player.id}`);

    expect(await byId(instalment.id)).toMatchObject({
      archived: true,
      playerId: null,
      playerName: player.name,
      brandName: brand.name,
      receivedAmount: 50_000,
    });
    expect(await byId(quarters[0]?.id ?? "")).toMatchObject({
      archived: true,
      source: "mandate",
      playerId: null,
      playerName: player.name,
    });
    for (const unpaid of quarters.slice(1)) expect(await byId(unpaid.id)).toBeUndefined();
  });

  it("refuses, in the database itself, to delete an instalment that holds a payment", async () => {
    const { instalment } = await paidDeal("20.000€", 2_000);
    await expect(t.database.pool.query("delete from commissions where id = $1", [instalment.id])).rejects.toThrow(
      /commission_payments/,
    );
  });
});
