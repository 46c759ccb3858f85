import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quarterBounds } from "../../shared/domain/commissions";
import { shiftMonths } from "../../shared/domain/calendar-day";
import type { Commission, CommissionSummary } from "../../shared/schemas/commission";
import type { Page } from "../../shared/schemas/common";
import { addDaysIso, todayIso } from "../db/queries/dates";
import { syncAllCommissions } from "../db/queries/commissions";
import { runOnce } from "../db/run-once";
import { fixtures } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("commissions API", () => {
  let t: TestApp;
  let cookie: string;
  let make: ReturnType<typeof fixtures>;
  const today = todayIso();
  const quarter = quarterBounds(today);
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.signIn();
    make = fixtures(t, cookie);
  });
  afterAll(() => t.close());

  const list = async (query = "") => {
    const response = await t.request(`/api/commissions?limit=200${query}`, { cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as Page<Commission>).items;
  };
  const ofSource = async (sourceId: string) => (await list()).filter((commission) => commission.sourceId === sourceId);
  const patch = (path: string, json: unknown) => t.request(path, { method: "PATCH", cookie, json });
  const summary = async () => (await (await t.request("/api/commissions/summary", { cookie })).json()) as CommissionSummary;

  it("needs a session", async () => {
    expect((await t.request("/api/commissions")).status).toBe(401);
    expect((await t.request("/api/commissions/summary")).status).toBe(401);
    expect((await t.request(`/api/commissions/${crypto.randomUUID()}`, { method: "PATCH", json: {} })).status).toBe(401);
  });

  it("answers 404 for an unknown instalment", async () => {
    const response = await patch(`/api/commissions/${crypto.randomUUID()}`, { receivedAt: today });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Comisión no encontrada");
    expect((await t.request("/api/commissions/not-an-id", { cookie })).status).toBe(404);
  });

  it("expects a deal's commission only while it is Activa, and follows its fee and percent", async () => {
    const [player, brand] = await Promise.all([make.player(), make.brand()]);
    const deal = await make.deal(player.id, brand.id, { stage: "Negociación", fee: "200.000€", startDate: today });
    expect(await ofSource(deal.id)).toEqual([]);

    await patch(`/api/deals/${deal.id}`, { stage: "Activa" });
    const [instalment] = await ofSource(deal.id);
    expect(instalment).toMatchObject({ source: "deal", playerId: player.id, playerName: player.name, brandName: brand.name, amount: 20_000, dueDate: today, receivedAt: null, overdue: false });

    await patch(`/api/deals/${deal.id}`, { fee: "300.000€", commissionPercent: 15 });
    const [changed] = await ofSource(deal.id);
    expect(changed).toMatchObject({ id: instalment?.id, amount: 45_000 });

    await patch(`/api/deals/${deal.id}`, { stage: "Negociación" });
    expect(await ofSource(deal.id)).toEqual([]);
  });

  it("splits a mandate's commission by quarter and moves the unreceived ones with its dates", async () => {
    const player = await make.player();
    const start = quarter.start;
    const created = await t.request("/api/mandates", {
      method: "POST",
      cookie,
      json: { playerId: player.id, startDate: start, endDate: addDaysIso(shiftMonths(start, 12), -1), commissionPercent: 5, annualRemuneration: 800_000, legalAdviceConfirmed: true },
    });
    const mandate = (await created.json()) as { id: string };
    const instalments = await ofSource(mandate.id);
    expect(instalments.map((instalment) => instalment.amount)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(instalments[0]).toMatchObject({ source: "mandate", brandName: null, dueDate: quarter.end });

    // The first quarter is paid; the mandate is then cut to six months.
    const paid = await patch(`/api/commissions/${instalments[0]?.id}`, { receivedAt: today });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ receivedAt: today, receivedAmount: 10_000 });
    await patch(`/api/mandates/${mandate.id}`, { endDate: addDaysIso(shiftMonths(start, 6), -1), annualRemuneration: 1_200_000 });
    const after = await ofSource(mandate.id);
    expect(after.map((instalment) => [instalment.amount, instalment.receivedAmount])).toEqual([
      [10_000, 10_000],
      [15_000, null],
    ]);
  });

  it("marks an instalment received with another amount, refuses bad input in Spanish, and un-marks it", async () => {
    const [player, brand] = await Promise.all([make.player(), make.brand()]);
    const deal = await make.deal(player.id, brand.id, { stage: "Activa", fee: "50.000€", startDate: addDaysIso(today, -3) });
    const [instalment] = await ofSource(deal.id);
    const path = `/api/commissions/${instalment?.id}`;

    const future = await patch(path, { receivedAt: addDaysIso(today, 1) });
    expect(future.status).toBe(400);
    expect(((await future.json()) as ErrorBody).error.fields).toEqual({ receivedAt: "La fecha de cobro no puede ser posterior a hoy" });
    const noDate = await patch(path, { receivedAmount: 4_000 });
    expect(((await noDate.json()) as ErrorBody).error.fields).toEqual({ receivedAt: "Indica la fecha de cobro" });
    const bad = await patch(path, { receivedAt: "2026-02-30", receivedAmount: -5 });
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({ receivedAt: "Fecha de cobro no válida", receivedAmount: "El importe cobrado no puede ser negativo" });

    expect(await (await patch(path, { receivedAt: today, receivedAmount: 4_500 })).json()).toMatchObject({ receivedAt: today, receivedAmount: 4_500, amount: 5_000, overdue: false });
    // A received instalment is the agent's: a fee change does not touch it.
    await patch(`/api/deals/${deal.id}`, { fee: "80.000€" });
    expect((await ofSource(deal.id))[0]).toMatchObject({ amount: 5_000, receivedAmount: 4_500 });

    // Un-marked, it follows the deal again and is overdue (its date has passed).
    expect(await (await patch(path, { receivedAt: null })).json()).toMatchObject({ receivedAt: null, receivedAmount: null, amount: 8_000, overdue: true });
  });

  it("sums this quarter's expected and received, and what is overdue", async () => {
    const before = await summary();
    expect(before).toMatchObject({ from: quarter.start, to: quarter.end });
    const [player, brand] = await Promise.all([make.player(), make.brand()]);
    const dueNow = await make.deal(player.id, brand.id, { stage: "Activa", fee: "100.000€", startDate: today });
    const late = await make.deal(player.id, (await make.brand()).id, { stage: "Activa", fee: "30.000€", startDate: addDaysIso(quarter.start, -1) });
    const after = await summary();
    expect(after.expected - before.expected).toBe(10_000);
    expect(after.overdue - before.overdue).toBe(3_000);
    expect(after.overdueCount - before.overdueCount).toBe(1);

    const [instalment] = await ofSource(dueNow.id);
    await patch(`/api/commissions/${instalment?.id}`, { receivedAt: today, receivedAmount: 9_000 });
    expect((await summary()).received - after.received).toBe(9_000);
    const [lateOne] = await ofSource(late.id);
    await patch(`/api/commissions/${lateOne?.id}`, { receivedAt: today });
    expect((await summary()).overdue).toBe(before.overdue);
  });

  it("lists a date range in due order and refuses a reversed one", async () => {
    const inQuarter = await list(`&from=${quarter.start}&to=${quarter.end}`);
    expect(inQuarter.every((commission) => commission.dueDate >= quarter.start && commission.dueDate <= quarter.end)).toBe(true);
    expect(inQuarter.map((commission) => commission.dueDate)).toEqual([...inQuarter.map((commission) => commission.dueDate)].sort());
    const reversed = await t.request(`/api/commissions?from=${quarter.end}&to=${quarter.start}`, { cookie });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as ErrorBody).error.fields).toEqual({ to: "La fecha final no puede ser anterior a la inicial" });
  });

  it("computes once, at the first start, the instalments of deals and mandates written before the ledger", async () => {
    const [player, brand] = await Promise.all([make.player(), make.brand()]);
    const deal = await make.deal(player.id, brand.id, { stage: "Activa", fee: "70.000€", startDate: today });
    await t.database.pool.query("delete from commissions where deal_id = $1", [deal.id]);
    await t.database.pool.query("delete from app_meta where key = 'commissions_backfilled'");

    expect(await runOnce(t.database.db, "commissions_backfilled", syncAllCommissions)).toBeGreaterThanOrEqual(1);
    expect((await ofSource(deal.id)).map((instalment) => instalment.amount)).toEqual([7_000]);
    await t.database.pool.query("delete from commissions where deal_id = $1", [deal.id]);
    expect(await runOnce(t.database.db, "commissions_backfilled", syncAllCommissions)).toBe(0);
  });

  it("drops a deal's instalments with the deal", async () => {
    const [player, brand] = await Promise.all([make.player(), make.brand()]);
    const deal = await make.deal(player.id, brand.id, { stage: "Activa", fee: "10.000€" });
    expect(await ofSource(deal.id)).toHaveLength(1);
    await t.request(`/api/deals/${deal.id}`, { method: "DELETE", cookie });
    expect(await ofSource(deal.id)).toEqual([]);
  });
});
