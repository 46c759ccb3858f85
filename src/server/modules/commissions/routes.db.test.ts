import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import { quarterBounds } from "../../../shared/domain/commissions";
import type { Commission, CommissionSummary } from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import { runOnce } from "../../db/run-once";
import { useSignedInApp } from "../../test/signed-in-app";
import { syncAllCommissions } from "./rules";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("commissions API", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  const quarter = quarterBounds(today);

  const list = async (query = "") => {
    const response = await t.request(`/api/commissions?limit=200${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as Page<Commission>).items;
  };
  const ofSource = async (sourceId: string) => (await list()).filter((commission) => commission.sourceId === sourceId);
  const patch = (path: string, json: unknown) => t.request(path, { method: "PATCH", json });
  // Each payment with a key of its own, as an API caller sends it.
  const pay = (id: string | undefined, json: unknown, key: string = crypto.randomUUID()) =>
    t.request(`/api/commissions/${id}/payments`, { method: "POST", json, headers: { "Idempotency-Key": key } });
  const summary = async () => (await (await t.request("/api/commissions/summary")).json()) as CommissionSummary;

  it("needs a session", async () => {
    expect((await t.anonymous("/api/commissions")).status).toBe(401);
    expect((await t.anonymous("/api/commissions/summary")).status).toBe(401);
    expect(
      (await t.anonymous(`/api/commissions/${crypto.randomUUID()}/payments`, { method: "POST", json: {} })).status,
    ).toBe(401);
    expect(
      (
        await t.anonymous(`/api/commissions/${crypto.randomUUID()}/payments/${crypto.randomUUID()}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(401);
  });

  it("answers 404 for an unknown instalment", async () => {
    const response = await pay(crypto.randomUUID(), { paidOn: today, amount: 10 });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Comisión no encontrada");
    expect((await t.request("/api/commissions/not-an-id")).status).toBe(404);
  });

  it("expects a deal's commission only while it is Activa, and follows its fee and percent", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Negociación", fee: "200.000€", startDate: today });
    expect(await ofSource(deal.id)).toEqual([]);

    await patch(`/api/deals/${deal.id}`, { stage: "Activa" });
    const [instalment] = await ofSource(deal.id);
    expect(instalment).toMatchObject({
      source: "deal",
      playerId: player.id,
      playerName: player.name,
      brandName: brand.name,
      amount: 20_000,
      dueDate: today,
      receivedAt: null,
      overdue: false,
    });

    await patch(`/api/deals/${deal.id}`, { fee: "300.000€", commissionPercent: 15 });
    const [changed] = await ofSource(deal.id);
    expect(changed).toMatchObject({ id: instalment?.id, amount: 45_000 });

    await patch(`/api/deals/${deal.id}`, { stage: "Negociación" });
    expect(await ofSource(deal.id)).toEqual([]);
  });

  it("splits a mandate's commission by quarter and moves the unreceived ones with its dates", async () => {
    const player = await t.make.player();
    const start = quarter.start;
    const created = await t.request("/api/mandates", {
      method: "POST",
      json: {
        playerId: player.id,
        startDate: start,
        endDate: shiftDays(shiftMonths(start, 12), -1),
        commissionPercent: 5,
        annualRemuneration: 800_000,
        legalAdviceConfirmed: true,
      },
    });
    const mandate = (await created.json()) as { id: string };
    const instalments = await ofSource(mandate.id);
    expect(instalments.map((instalment) => instalment.amount)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(instalments[0]).toMatchObject({ source: "mandate", brandName: null, dueDate: quarter.end });

    // The first quarter is paid; the mandate is then cut to six months.
    const paid = await pay(instalments[0]?.id, { paidOn: today, amount: 10_000 });
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({ receivedAt: today, receivedAmount: 10_000, balance: 0 });
    await patch(`/api/mandates/${mandate.id}`, {
      endDate: shiftDays(shiftMonths(start, 6), -1),
      annualRemuneration: 1_200_000,
    });
    const after = await ofSource(mandate.id);
    expect(after.map((instalment) => [instalment.amount, instalment.receivedAmount])).toEqual([
      [10_000, 10_000],
      [15_000, 0],
    ]);
  });

  it("records payments until they reach the amount, refuses bad input in Spanish, and takes a payment back", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, {
      stage: "Activa",
      fee: "82.500€",
      startDate: shiftDays(today, -3),
    });
    const [instalment] = await ofSource(deal.id);
    expect(instalment).toMatchObject({ amount: 8_250, receivedAmount: 0, balance: 8_250, overdue: true, payments: [] });

    const future = await pay(instalment?.id, { paidOn: shiftDays(today, 1), amount: 10 });
    expect(future.status).toBe(400);
    expect(((await future.json()) as ErrorBody).error.fields).toEqual({
      paidOn: "La fecha de cobro no puede ser posterior a hoy",
    });
    const noDate = await pay(instalment?.id, { amount: 4_000 });
    expect(((await noDate.json()) as ErrorBody).error.fields).toEqual({ paidOn: "Indica la fecha de cobro" });
    const bad = await pay(instalment?.id, { paidOn: "2026-02-30", amount: -5 });
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({
      paidOn: "Indica la fecha de cobro",
      amount: "El importe cobrado debe ser mayor que cero",
    });

    // 8.000 of 8.250 arrive: the instalment stays open with 250 € overdue.
    const partial = await pay(instalment?.id, {
      paidOn: shiftDays(today, -1),
      amount: 8_000,
      note: "Transferencia parcial",
    });
    expect(await partial.json()).toMatchObject({
      receivedAt: null,
      receivedAmount: 8_000,
      balance: 250,
      overdue: true,
    });
    // While a balance is left it still follows the deal's fee.
    await patch(`/api/deals/${deal.id}`, { fee: "85.000€" });
    expect((await ofSource(deal.id))[0]).toMatchObject({ amount: 8_500, receivedAmount: 8_000, balance: 500 });

    const rest = (await (await pay(instalment?.id, { paidOn: today, amount: 500 })).json()) as Commission;
    expect(rest).toMatchObject({ receivedAt: today, receivedAmount: 8_500, balance: 0, overdue: false });
    expect(rest.payments.map((payment) => [payment.paidOn, payment.amount, payment.note])).toEqual([
      [shiftDays(today, -1), 8_000, "Transferencia parcial"],
      [today, 500, null],
    ]);
    // A received instalment is the agent's: a fee change does not touch it.
    await patch(`/api/deals/${deal.id}`, { fee: "90.000€" });
    expect((await ofSource(deal.id))[0]).toMatchObject({ amount: 8_500, receivedAt: today });

    // The last payment taken back: open again, it follows the deal and is overdue by what is missing.
    const undone = await t.request(`/api/commissions/${instalment?.id}/payments/${rest.payments[1]?.id}`, {
      method: "DELETE",
    });
    expect(undone.status).toBe(200);
    expect(await undone.json()).toMatchObject({
      receivedAt: null,
      receivedAmount: 8_000,
      amount: 9_000,
      balance: 1_000,
      overdue: true,
    });
    const again = await t.request(`/api/commissions/${instalment?.id}/payments/${rest.payments[1]?.id}`, {
      method: "DELETE",
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as ErrorBody).error.message).toBe("Cobro no encontrado");
  });

  it("refuses a payment made from an older view of the instalment, but answers a repeated one as saved", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "82.500€", startDate: today });
    const [seen] = await ofSource(deal.id);
    const from = (json: unknown, version = seen?.version) =>
      t.request(`/api/commissions/${seen?.id}/payments`, {
        method: "POST",
        json,
        headers: { "If-Match": `"${version}"` },
      });
    const first = { id: crypto.randomUUID(), paidOn: today, amount: 8_250 };
    expect((await from(first)).status).toBe(201);
    // Another tab, same view, the same money typed again: refused, with what is recorded now.
    const twice = await from({ id: crypto.randomUUID(), paidOn: today, amount: 8_250 });
    expect(twice.status).toBe(412);
    expect(((await twice.json()) as { error: { current: Commission } }).error.current).toMatchObject({
      receivedAmount: 8_250,
      balance: 0,
    });
    // The first request retried (its answer was lost): the payment is there, so it is answered as saved.
    expect((await from(first)).status).toBe(201);
    expect((await ofSource(deal.id))[0]).toMatchObject({
      receivedAmount: 8_250,
      payments: [expect.objectContaining({ amount: 8_250 })],
    });
  });

  it("records a payment once however often the same request arrives", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "40.000€", startDate: today });
    const [instalment] = await ofSource(deal.id);
    const body = { id: crypto.randomUUID(), paidOn: today, amount: 1_000 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(instalment?.id, body)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await ofSource(deal.id))[0]).toMatchObject({ receivedAmount: 1_000, balance: 3_000 });
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from commission_payments where commission_id = $1",
      [instalment?.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("sums this quarter's expected and received, and what is overdue", async () => {
    const before = await summary();
    expect(before).toMatchObject({ from: quarter.start, to: quarter.end });
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const dueNow = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "100.000€", startDate: today });
    const late = await t.make.deal(player.id, (await t.make.brand()).id, {
      stage: "Activa",
      fee: "30.000€",
      startDate: shiftDays(quarter.start, -1),
    });
    const after = await summary();
    expect(after.expected - before.expected).toBe(10_000);
    expect(after.overdue - before.overdue).toBe(3_000);
    expect(after.overdueCount - before.overdueCount).toBe(1);

    const [instalment] = await ofSource(dueNow.id);
    await pay(instalment?.id, { paidOn: today, amount: 9_000 });
    expect((await summary()).received - after.received).toBe(9_000);
    const [lateOne] = await ofSource(late.id);
    // A partial payment leaves its shortfall overdue.
    await pay(lateOne?.id, { paidOn: today, amount: 2_750 });
    expect((await summary()).overdue - before.overdue).toBe(250);
    expect((await summary()).overdueCount - before.overdueCount).toBe(1);
    await pay(lateOne?.id, { paidOn: today, amount: 250 });
    expect((await summary()).overdue).toBe(before.overdue);
    expect((await summary()).overdueCount).toBe(before.overdueCount);
  });

  it("counts money as received in the quarter it arrived, whatever quarter its instalment fell due in", async () => {
    const before = await summary();
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    // Due last quarter, paid today: 49.000 € arrived this quarter.
    const late = await t.make.deal(player.id, brand.id, {
      stage: "Activa",
      fee: "490.000€",
      startDate: shiftDays(quarter.start, -10),
    });
    const [lateOne] = await ofSource(late.id);
    expect((await pay(lateOne?.id, { paidOn: today, amount: 49_000 })).status).toBe(201);
    const after = await summary();
    expect(after.received - before.received).toBe(49_000);
    // Due this quarter, paid before it began: arrived then, so not received this quarter, and no longer pending.
    const early = await t.make.deal(player.id, (await t.make.brand()).id, {
      stage: "Activa",
      fee: "20.000€",
      startDate: today,
    });
    const [earlyOne] = await ofSource(early.id);
    expect((await pay(earlyOne?.id, { paidOn: shiftDays(quarter.start, -1), amount: 2_000 })).status).toBe(201);
    const last = await summary();
    expect(last.received).toBe(after.received);
    expect(last.expected - after.expected).toBe(2_000);
    expect(last.pending).toBe(after.pending);
  });

  it("lists a date range in due order and refuses a reversed one", async () => {
    const inQuarter = await list(`&from=${quarter.start}&to=${quarter.end}`);
    expect(
      inQuarter.every((commission) => commission.dueDate >= quarter.start && commission.dueDate <= quarter.end),
    ).toBe(true);
    expect(inQuarter.map((commission) => commission.dueDate)).toEqual(
      [...inQuarter.map((commission) => commission.dueDate)].sort(),
    );
    const reversed = await t.request(`/api/commissions?from=${quarter.end}&to=${quarter.start}`);
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as ErrorBody).error.fields).toEqual({
      to: "La fecha final no puede ser anterior a la inicial",
    });
  });

  it("computes once, at the first start, the instalments of deals and mandates written before the ledger", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "70.000€", startDate: today });
    await t.database.pool.query("delete from commissions where deal_id = $1", [deal.id]);
    await t.database.pool.query("delete from app_meta where key = 'commissions_backfilled'");

    expect(await runOnce(t.database.db, "commissions_backfilled", syncAllCommissions)).toBeGreaterThanOrEqual(1);
    expect((await ofSource(deal.id)).map((instalment) => instalment.amount)).toEqual([7_000]);
    await t.database.pool.query("delete from commissions where deal_id = $1", [deal.id]);
    expect(await runOnce(t.database.db, "commissions_backfilled", syncAllCommissions)).toBe(0);
  });

  it("drops a deal's unpaid instalments with the deal", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "10.000€" });
    const [instalment] = await ofSource(deal.id);
    await t.request(`/api/deals/${deal.id}`, { method: "DELETE" });
    expect(await ofSource(deal.id)).toEqual([]);
    expect((await t.request(`/api/commissions/${instalment?.id}`)).status).toBe(404);
  });
});
