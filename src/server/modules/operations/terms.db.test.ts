// What an operation's terms set off beyond the operation: FIFA's warnings, the signing day, and the agent's fee in
// the commission ledger.
import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import type { Club } from "../../../shared/schemas/club";
import type { Commission } from "../../../shared/schemas/commission";
import type { Operation } from "../../../shared/schemas/operation";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { message: string } };

describe("an operation's warnings, signing day and fee", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  let counter = 0;
  const club = (overrides: Record<string, unknown> = {}) =>
    t.make.create<Club>("/api/clubs", { name: `Club Términos ${++counter}`, country: "España", ...overrides });
  const mandate = (playerId: string, endDate = shiftMonths(today, 12)) =>
    t.make.create("/api/mandates", {
      playerId,
      startDate: shiftDays(today, -30),
      endDate,
      commissionPercent: 3,
      legalAdviceConfirmed: true,
    });
  const post = async (json: Record<string, unknown>) => {
    const response = await t.request("/api/operations", { method: "POST", json });
    expect(response.status).toBe(201);
    return (await response.json()) as Operation;
  };
  const patch = async (id: string, json: Record<string, unknown>) => {
    const response = await t.request(`/api/operations/${id}`, { method: "PATCH", json });
    expect(response.status).toBe(200);
    return (await response.json()) as Operation;
  };
  const ledgerOf = async (operationId: string) => {
    const { items } = (await (await t.request("/api/commissions?limit=200")).json()) as { items: Commission[] };
    return items.filter((item) => item.sourceId === operationId);
  };
  const messages = (operation: Operation) => operation.warnings.map((warning) => warning.message);

  it("warns of a move signed outside every window of the destination's league, never of a renewal", async () => {
    await t.make.create("/api/transfer-windows", {
      league: "Liga Términos",
      name: "Verano",
      startDay: "07-01",
      endDay: "08-31",
    });
    const player = await t.make.player();
    await mandate(player.id);
    const destination = await club({ league: "liga terminos" });
    const summer = await post({
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      stage: "Negociación",
      startDate: "2027-07-15",
    });
    expect(messages(summer)).toEqual([]);
    const autumn = await patch(summer.id, { startDate: "2027-10-01" });
    expect(autumn.warnings).toEqual([
      {
        rule: "registration-period",
        message: "Fuera de ventana de traspasos",
        status: "en vigor",
        source: "Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, art. 6",
      },
    ]);
    // The signing day, once known, is what the window judges.
    expect(messages(await patch(summer.id, { signedOn: "2027-08-20" }))).toEqual([]);
    const renewal = await post({
      playerId: player.id,
      type: "Renovación",
      clubId: destination.id,
      startDate: "2027-10-01",
    });
    expect(messages(renewal)).toEqual([]);
    // A league Palco has no windows for is not judged.
    const elsewhere = await post({
      playerId: player.id,
      type: "Cesión",
      clubId: (await club({ league: "Liga Sin Ventanas" })).id,
      startDate: "2027-10-01",
    });
    expect(messages(elsewhere)).toEqual([]);
  });

  it("warns when an open operation would outlive its mandate, and when the mandate has ended", async () => {
    const player = await t.make.player();
    await mandate(player.id, shiftDays(today, 40));
    const destination = await club();
    const offer = await post({
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      stage: "Oferta",
      startDate: shiftDays(today, 60),
    });
    const [day, month, year] = [
      shiftDays(today, 40).slice(8),
      shiftDays(today, 40).slice(5, 7),
      shiftDays(today, 40).slice(0, 4),
    ];
    expect(messages(offer)).toEqual([`El mandato vence el ${day}/${month}/${year}, antes de que empiece el contrato`]);
    expect(messages(await patch(offer.id, { startDate: shiftDays(today, 30) }))).toEqual([]);

    // The mandate ends (deleted here) while the operation is still open: it says so, and stays editable.
    const { items } = (await (await t.request(`/api/mandates?playerId=${player.id}`)).json()) as {
      items: { id: string }[];
    };
    await t.request(`/api/mandates/${items[0]?.id}`, { method: "DELETE" });
    const orphan = (await (await t.request(`/api/operations/${offer.id}`)).json()) as Operation;
    expect(messages(orphan)).toEqual([
      "Sin mandato de representación vigente: renueva el mandato para seguir negociando",
    ]);
  });

  it("enforces the mandate only while the rule is in force: suspended, it becomes a warning", async () => {
    const player = await t.make.player();
    const destination = await club();
    const refused = await t.request("/api/operations", {
      method: "POST",
      json: { playerId: player.id, type: "Traspaso", clubId: destination.id, stage: "Oferta" },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/^Para pasar de Sondeo/);
    await t.request("/api/fifa-rules/mandate-required", { method: "PATCH", json: { status: "suspendida" } });
    try {
      const allowed = await post({ playerId: player.id, type: "Traspaso", clubId: destination.id, stage: "Oferta" });
      expect(allowed.warnings).toEqual([expect.objectContaining({ rule: "mandate-required", status: "suspendida" })]);
    } finally {
      await t.request("/api/fifa-rules/mandate-required", { method: "PATCH", json: { status: "en vigor" } });
    }
  });

  it("a fixed fee becomes one instalment on signing, follows the terms, and leaves received money alone", async () => {
    const player = await t.make.player();
    await mandate(player.id);
    const destination = await club();
    const agreed = await post({
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      stage: "Acuerdo",
      agentFeeAmount: "300.000 €",
      startDate: "2027-07-01",
      endDate: "2030-06-30",
    });
    expect(agreed).toMatchObject({ agentFeeAmount: "300.000 €", agentFeePercent: null });
    expect(await ledgerOf(agreed.id)).toEqual([]);
    // With no fee given, the percent is the one of the player's mandate in force (3 % here).
    const unpriced = await post({ playerId: player.id, type: "Cesión", clubId: destination.id });
    expect(unpriced.agentFeePercent).toBe(3);

    const signed = await patch(agreed.id, { stage: "Firmada" });
    expect(signed.signedOn).toBe(today);
    const [fee] = await ledgerOf(agreed.id);
    expect(fee).toMatchObject({
      source: "operation",
      clubName: destination.name,
      playerName: player.name,
      period: "fee",
      dueDate: "2027-07-01",
      amount: 300_000,
    });

    await patch(agreed.id, { agentFeeAmount: "350.000 €" });
    expect((await ledgerOf(agreed.id))[0]?.amount).toBe(350_000);

    // Received money is the agent's: a later change of terms does not touch it, nor does undoing the signature.
    const paid = await t.request(`/api/commissions/${fee?.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: today, amount: 350_000 },
    });
    expect(paid.status).toBe(201);
    await patch(agreed.id, { agentFeeAmount: "400.000 €" });
    await patch(agreed.id, { stage: "Acuerdo" });
    expect(await ledgerOf(agreed.id)).toEqual([
      expect.objectContaining({ amount: 350_000, receivedAmount: 350_000, receivedAt: today }),
    ]);

    // Deleting the operation keeps the paid instalment, archived under the club's name.
    expect((await t.request(`/api/operations/${agreed.id}`, { method: "DELETE" })).status).toBe(204);
    const { items } = (await (await t.request("/api/commissions?limit=200")).json()) as { items: Commission[] };
    expect(items.find((item) => item.id === fee?.id)).toMatchObject({
      archived: true,
      source: "operation",
      clubName: destination.name,
      receivedAmount: 350_000,
    });
  });

  it("a percent fee becomes quarterly instalments of the salary over the contract, pro rata", async () => {
    const player = await t.make.player();
    await mandate(player.id);
    const signed = await post({
      playerId: player.id,
      type: "Renovación",
      clubId: (await club()).id,
      stage: "Firmada",
      salary: "2M€",
      agentFeePercent: 10,
      startDate: "2027-08-16",
      endDate: "2028-06-30",
      signedOn: "2027-08-01",
    });
    expect(signed.signedOn).toBe("2027-08-01");
    const ledger = await ledgerOf(signed.id);
    expect(ledger.map(({ period, dueDate, amount }) => ({ period, dueDate, amount }))).toEqual([
      { period: "2027-T3", dueDate: "2027-09-30", amount: 25_000 },
      { period: "2027-T4", dueDate: "2027-12-31", amount: 50_000 },
      { period: "2028-T1", dueDate: "2028-03-31", amount: 50_000 },
      { period: "2028-T2", dueDate: "2028-06-30", amount: 50_000 },
    ]);
    // A shorter contract drops the quarters it no longer covers.
    await patch(signed.id, { endDate: "2027-12-31" });
    expect((await ledgerOf(signed.id)).map((item) => item.period)).toEqual(["2027-T3", "2027-T4"]);
    // A signed percent fee cannot lose what it is computed from: refused, and the ledger stays.
    const unreadable = await t.request(`/api/operations/${signed.id}`, {
      method: "PATCH",
      json: { salary: "a convenir" },
    });
    expect(unreadable.status).toBe(400);
    expect((await ledgerOf(signed.id)).map((item) => item.period)).toEqual(["2027-T3", "2027-T4"]);
  });

  it("signing asks for what its percent fee needs, closes the offers still pending, and signs a fixed fee as is", async () => {
    const player = await t.make.player();
    await mandate(player.id);
    const renewal = await post({
      playerId: player.id,
      type: "Renovación",
      clubId: (await club()).id,
      stage: "Oferta",
      salary: "1.400.000€",
      agentFeePercent: 3,
      endDate: "2029-06-30",
    });
    const offer = await t.make.create<{ id: string }>(`/api/operations/${renewal.id}/offers`, {
      clubId: renewal.clubId,
      date: today,
      direction: "recibida",
      salary: "1.250.000€",
      years: 3,
      state: "pendiente",
    });
    // Found on the sample's 3 % renewal: signed without a start date, it earned nothing while the page said it had.
    const refused = await t.request(`/api/operations/${renewal.id}`, { method: "PATCH", json: { stage: "Firmada" } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string; fields: Record<string, string> } }).error).toEqual({
      code: "validation",
      message:
        "Para firmar con un honorario del 3 % falta el inicio del contrato: sin ello no se puede calcular la comisión. Complétalo en Editar.",
      fields: { startDate: "Hace falta para calcular el honorario del 3 % al firmar" },
    });
    expect((await (await t.request(`/api/operations/${renewal.id}`)).json()) as Operation).toMatchObject({
      stage: "Oferta",
    });
    expect(await ledgerOf(renewal.id)).toEqual([]);

    const signed = await patch(renewal.id, { stage: "Firmada", startDate: "2026-07-01" });
    expect(signed.stage).toBe("Firmada");
    expect((await ledgerOf(renewal.id)).length).toBeGreaterThan(0);
    const offers = (await (await t.request(`/api/operations/${renewal.id}/offers`)).json()) as {
      items: { id: string; state: string }[];
    };
    expect(offers.items.find((item) => item.id === offer.id)?.state).toBe("cerrada");

    // Nothing to compute: a fixed fee, or no fee at all, signs without dates or salary.
    const fixed = await post({
      playerId: player.id,
      type: "Renovación",
      clubId: (await club()).id,
      stage: "Firmada",
      agentFeeAmount: "50.000€",
    });
    expect((await ledgerOf(fixed.id)).map((item) => item.amount)).toEqual([50_000]);
  });
});

describe("money an operation or an offer must read", () => {
  const t = useSignedInApp();
  it("refuses a salary or a fee with no amount in it, and reads one written per year", async () => {
    const player = await t.make.player();
    const club = await t.make.create<Club>("/api/clubs", { name: "Club Importes", country: "España" });
    const base = { playerId: player.id, type: "Renovación", clubId: club.id, stage: "Sondeo" };
    for (const [field, text] of [
      ["salary", "abc"],
      ["transferFee", "mucho dinero"],
      ["agentFeeAmount", "12abc"],
    ] as const) {
      const refused = await t.request("/api/operations", { method: "POST", json: { ...base, [field]: text } });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        [field]: `No reconozco un importe en «${text}»`,
      });
    }
    const yearly = await t.request("/api/operations", { method: "POST", json: { ...base, salary: "120.000€/año" } });
    expect(yearly.status).toBe(201);
    const operation = (await yearly.json()) as Operation;
    const offer = (salary: string) =>
      t.request(`/api/operations/${operation.id}/offers`, {
        method: "POST",
        json: { date: agencyToday(), direction: "recibida", salary, years: 2, state: "pendiente" },
      });
    const badOffer = await offer("abc");
    expect(badOffer.status).toBe(400);
    expect(((await badOffer.json()) as ErrorBody).error.message).toBe("No reconozco un importe en «abc»");
    expect((await offer("120.000€/año")).status).toBe(201);
  });
});
