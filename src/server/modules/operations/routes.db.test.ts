import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import type { ActivityEntry } from "../../../shared/schemas/activity";
import type { Club } from "../../../shared/schemas/club";
import type { Operation, OperationSummary } from "../../../shared/schemas/operation";
import type { Player } from "../../../shared/schemas/player";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("/api/operations", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  let counter = 0;
  const club = (overrides: Record<string, unknown> = {}) =>
    t.make.create<Club>("/api/clubs", { name: `Club Operación ${++counter}`, country: "España", ...overrides });
  const mandate = (playerId: string, startDate = shiftDays(today, -30), endDate = shiftMonths(today, 12)) =>
    t.make.create("/api/mandates", { playerId, startDate, endDate, commissionPercent: 3, legalAdviceConfirmed: true });
  /** A player the agency represents today, and a destination club. */
  const represented = async () => {
    const player = await t.make.player({ team: "CD Origen" });
    await mandate(player.id);
    return { player, destination: await club() };
  };
  const post = (json: unknown) => t.request("/api/operations", { method: "POST", json });

  itHonoursTheCrudContract(t, {
    path: "/api/operations",
    notFoundMessage: "Operación no encontrada",
    validBody: async () => ({ playerId: (await t.make.player()).id, type: "Traspaso", clubId: (await club()).id }),
    patch: { body: { transferFee: "12M€" }, field: "transferFee", expected: "12M€" },
  });

  it("starts as a sounding with the names of the player and both clubs", async () => {
    const player = await t.make.player();
    const [origin, destination] = [await club(), await club({ league: "Premier League" })];
    const response = await post({
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      originClubId: origin.id,
      transferFee: "12.000.000€",
      salary: "1,5M€",
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      stage: "Sondeo",
      playerName: player.name,
      clubName: destination.name,
      originClubName: origin.name,
      transferFee: "12.000.000€",
      lostReason: null,
    });
  });

  it("answers in Spanish for a missing player, club or type, and for crossed terms", async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toMatchObject({
      playerId: "Selecciona un jugador",
      type: "Tipo de operación no válido",
      clubId: "Selecciona el club",
    });
    const player = await t.make.player();
    const destination = await club();
    const crossed = await post({
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      originClubId: destination.id,
      startDate: "2027-07-01",
      endDate: "2027-06-30",
      agentFeePercent: 5,
      agentFeeAmount: "100.000€",
    });
    expect(((await crossed.json()) as ErrorBody).error.fields).toEqual({
      originClubId: "Un traspaso o una cesión tiene club de origen distinto del de destino",
      endDate: "El fin del contrato no puede ser anterior a su inicio",
      agentFeeAmount: "Indica el honorario como porcentaje o como importe, no ambos",
    });
    const unknownClub = await post({
      playerId: player.id,
      type: "Renovación",
      clubId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownClub.status).toBe(400);
    expect(((await unknownClub.json()) as ErrorBody).error.fields).toEqual({ clubId: "El club no existe" });
  });

  it("refuses with 409 any stage past a sounding without a mandate in force, naming the mandate's state", async () => {
    const player = await t.make.player();
    const destination = await club();
    const none = await post({ playerId: player.id, type: "Traspaso", clubId: destination.id, stage: "Oferta" });
    expect(none.status).toBe(409);
    expect(((await none.json()) as ErrorBody).error.message).toBe(
      "Para pasar de Sondeo hace falta un mandato de representación vigente: el jugador no tiene ningún mandato registrado",
    );

    const sounding = (await (
      await post({ playerId: player.id, type: "Traspaso", clubId: destination.id })
    ).json()) as Operation;
    await mandate(player.id, "2024-01-01", "2025-06-30");
    const expired = await t.request(`/api/operations/${sounding.id}`, {
      method: "PATCH",
      json: { stage: "Negociación" },
    });
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as ErrorBody).error.message).toMatch(/su último mandato venció el 30\/06\/2025$/);
    expect(((await (await t.request(`/api/operations/${sounding.id}`)).json()) as Operation).stage).toBe("Sondeo");

    // A sounding needs none, and an operation that falls through neither.
    const fallen = await t.request(`/api/operations/${sounding.id}`, {
      method: "PATCH",
      json: { stage: "Caída", lostReason: "El club fichó a otro" },
    });
    expect(fallen.status).toBe(200);
  });

  it("asks why an operation fell through", async () => {
    const { player, destination } = await represented();
    const response = await post({ playerId: player.id, type: "Cesión", clubId: destination.id, stage: "Caída" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      lostReason: "Indica por qué cayó la operación",
    });
  });

  it("signing a move writes the new club and contract into the player, with the player's history", async () => {
    const { player, destination } = await represented();
    const created = (await (
      await post({
        playerId: player.id,
        type: "Traspaso",
        clubId: destination.id,
        stage: "Acuerdo",
        // What the mandate's percent fee is computed from, which signing asks for.
        startDate: "2026-07-01",
        salary: "1.000.000€",
        endDate: "2030-06-30",
      })
    ).json()) as Operation;
    const signed = await t.request(`/api/operations/${created.id}`, { method: "PATCH", json: { stage: "Firmada" } });
    expect(signed.status).toBe(200);

    const after = (await (await t.request(`/api/players/${player.id}`)).json()) as Player;
    expect(after).toMatchObject({ team: destination.name, contractUntil: "2030-06-30" });
    const history = (await (await t.request(`/api/activity?entityType=player&entityId=${player.id}`)).json()) as {
      items: ActivityEntry[];
    };
    expect(history.items[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: "team", before: "CD Origen", after: destination.name },
        expect.objectContaining({ field: "contractUntil", after: "2030-06-30" }),
      ]),
    );
  });

  it("signing a renewal keeps the player's club and moves the contract's end", async () => {
    const { player, destination } = await represented();
    await post({
      playerId: player.id,
      type: "Renovación",
      clubId: destination.id,
      stage: "Firmada",
      startDate: "2026-07-01",
      salary: "1.000.000€",
      endDate: "2031-06-30",
    });
    const after = (await (await t.request(`/api/players/${player.id}`)).json()) as Player;
    expect(after).toMatchObject({ team: "CD Origen", contractUntil: "2031-06-30" });
  });

  it("lists by player, club and stage; a club with operations cannot be deleted", async () => {
    const { player, destination } = await represented();
    const operation = (await (
      await post({ playerId: player.id, type: "Traspaso", clubId: destination.id, stage: "Oferta" })
    ).json()) as Operation;
    for (const query of [`playerId=${player.id}`, `clubId=${destination.id}`, `playerId=${player.id}&stage=Oferta`]) {
      const page = (await (await t.request(`/api/operations?${query}`)).json()) as { items: Operation[] };
      expect(page.items.map((item) => item.id)).toEqual([operation.id]);
    }
    const refused = await t.request(`/api/clubs/${destination.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Este club aparece en 1 operación: no se puede eliminar",
    );
    expect((await t.request(`/api/operations/${operation.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(`/api/clubs/${destination.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("sums the open operations by stage for the dashboard, leaving signed and fallen ones out", async () => {
    const before = (await (await t.request("/api/operations/summary")).json()) as OperationSummary;
    const { player, destination } = await represented();
    await post({ playerId: player.id, type: "Traspaso", clubId: destination.id, stage: "Negociación" });
    await post({ playerId: player.id, type: "Cesión", clubId: destination.id });
    await post({ playerId: player.id, type: "Renovación", clubId: destination.id, stage: "Caída", lostReason: "No" });
    const after = (await (await t.request("/api/operations/summary")).json()) as OperationSummary;
    expect(after.open - before.open).toBe(2);
    const countOf = (summary: OperationSummary, stage: string) =>
      summary.stages.find((entry) => entry.stage === stage)?.count ?? 0;
    expect(after.stages.map((entry) => entry.stage)).toEqual(["Sondeo", "Oferta", "Negociación", "Acuerdo"]);
    expect(countOf(after, "Negociación") - countOf(before, "Negociación")).toBe(1);
    expect(countOf(after, "Sondeo") - countOf(before, "Sondeo")).toBe(1);
    expect((await t.anonymous("/api/operations/summary")).status).toBe(401);
  });

  it("exports the list as the screen filters it, as a spreadsheet in Spanish", async () => {
    const { player, destination } = await represented();
    await post({
      playerId: player.id,
      type: "Traspaso",
      clubId: destination.id,
      stage: "Acuerdo",
      transferFee: "7.500.000€",
      endDate: "2029-06-30",
      agentFeePercent: 4.5,
    });
    const response = await t.request(`/api/operations/export.csv?playerId=${player.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/operaciones/);
    const [headers, row, extra] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(";"));
    expect(headers?.slice(0, 6)).toEqual([
      "Jugador",
      "Tipo",
      "Club",
      "Club de origen",
      "Etapa",
      "Importe del traspaso",
    ]);
    expect(row).toEqual(
      expect.arrayContaining([player.name, "Traspaso", destination.name, "Acuerdo", "7.500.000€", "30/06/2029", "4,5"]),
    );
    expect(extra).toBeUndefined();
  });
});
