import { describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { Page } from "../../../shared/schemas/common";
import type { Okr } from "../../../shared/schemas/okr";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();

const post = (json: unknown) => t.request("/api/okrs", { method: "POST", json });

describe("/api/okrs", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/okrs",
    notFoundMessage: "OKR no encontrado",
    validBody: async () => ({
      objective: "Crecer en redes",
      keyResults: [{ title: "1M seguidores", target: 1_000_000, current: 0, unit: "seguidores" }],
    }),
    patch: { body: { status: "completed" }, field: "status", expected: "completed" },
  });

  it("applies SPEC's defaults, trims, drops blank key results and computes progress", async () => {
    const response = await post({
      objective: "  Ganar la liga  ",
      description: " Temporada ",
      keyResults: [
        { title: "Partidos ganados", current: 50 },
        { title: "   " },
        { title: "Goles", target: 80, current: 100, unit: "goles" },
      ],
    });
    expect(response.status).toBe(201);
    const okr = (await response.json()) as Okr;
    expect(okr).toMatchObject({
      objective: "Ganar la liga",
      description: "Temporada",
      quarter: "Q1",
      year: Number(agencyToday().slice(0, 4)),
      status: "active",
      playerId: null,
      playerName: null,
      progress: 75,
    });
    expect(okr.keyResults.map(({ title, target, current, unit }) => ({ title, target, current, unit }))).toEqual([
      { title: "Partidos ganados", target: 100, current: 50, unit: "%" },
      { title: "Goles", target: 80, current: 100, unit: "goles" },
    ]);
    expect(okr.keyResults.every((keyResult) => keyResult.id.length > 0)).toBe(true);
  });

  it("requires an objective and at least one titled key result", async () => {
    const noObjective = await post({ objective: "   ", keyResults: [{ title: "KR" }] });
    expect(await noObjective.json()).toMatchObject({ error: { message: "El objetivo es requerido" } });
    for (const keyResults of [[], [{ title: "  " }], undefined]) {
      const response = await post({ objective: "Objetivo", keyResults });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: "Añade al menos un resultado clave" } });
    }
  });

  it("lists the latest period first", async () => {
    await post({ objective: "Viejo", year: 2024, quarter: "Q4", keyResults: [{ title: "KR" }] });
    await post({ objective: "Nuevo", year: 2025, quarter: "Q1", keyResults: [{ title: "KR" }] });
    await post({ objective: "Medio", year: 2025, quarter: "Q3", keyResults: [{ title: "KR" }] });
    const page = (await (await t.request("/api/okrs?year=2025")).json()) as Page<Okr>;
    expect(page.items.map((okr) => okr.objective)).toEqual(["Medio", "Nuevo"]);
    const all = (await (await t.request("/api/okrs?limit=200")).json()) as Page<Okr>;
    const periods = all.items.map((okr) => `${okr.year}${okr.quarter}`);
    expect(periods).toEqual([...periods].sort().reverse());
  });

  describe("POST /api/okrs/batch", () => {
    const batch = (json: unknown, session = t.cookie) =>
      t.request("/api/okrs/batch", { method: "POST", cookie: session, json });

    it("saves every OKR of the set with its player", async () => {
      const player = await t.make.player();
      const okr = (objective: string) => ({
        objective,
        status: "active",
        playerId: player.id,
        assignedTo: player.name,
        quarter: "Q2",
        year: 2027,
        keyResults: [{ title: "KR", target: 10 }],
      });
      const response = await batch({ okrs: [okr("Uno"), okr("Dos"), okr("Tres")] });
      expect(response.status).toBe(201);
      const { items } = (await response.json()) as { items: Okr[] };
      expect(items.map((item) => [item.objective, item.assignedTo, item.playerId, item.status])).toEqual([
        ["Uno", player.name, player.id, "active"],
        ["Dos", player.name, player.id, "active"],
        ["Tres", player.name, player.id, "active"],
      ]);
      expect(items.map((item) => item.playerName)).toEqual([player.name, player.name, player.name]);
      const listed = (await (await t.request(`/api/okrs?playerId=${player.id}`)).json()) as Page<Okr>;
      expect(listed.items).toHaveLength(3);
      // The list names the player itself, so a screen need not find it among a picker's first 200.
      expect(listed.items.map((item) => item.playerName)).toEqual([player.name, player.name, player.name]);
    });

    it("saves nothing when one OKR of the set is invalid", async () => {
      const player = await t.make.player();
      const response = await batch({
        okrs: [
          { objective: "Válido", playerId: player.id, keyResults: [{ title: "KR" }] },
          { objective: " ", keyResults: [{ title: "KR" }] },
        ],
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { message: "El objetivo es requerido" } });
      const listed = (await (await t.request(`/api/okrs?playerId=${player.id}`)).json()) as Page<Okr>;
      expect(listed.items).toHaveLength(0);
    });

    it("refuses an empty set and needs a session", async () => {
      const empty = await batch({ okrs: [] });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ error: { message: "Envía al menos un OKR" } });
      expect((await batch({ okrs: [{ objective: "X", keyResults: [{ title: "KR" }] }] }, "")).status).toBe(401);
    });
  });

  describe("PATCH /api/okrs/:id/key-results/:keyResultId", () => {
    const checkIn = (path: string, json: unknown, session = t.cookie) =>
      t.request(path, { method: "PATCH", cookie: session, json });

    it("changes one key result's current value and the progress with it", async () => {
      const okr = (await (
        await post({
          objective: "Check-in",
          keyResults: [
            { title: "A", target: 10, current: 2 },
            { title: "B", target: 4, current: 1 },
          ],
        })
      ).json()) as Okr;
      const [first, second] = okr.keyResults;
      const response = await checkIn(`/api/okrs/${okr.id}/key-results/${second!.id}`, { current: 3 });
      expect(response.status).toBe(200);
      const updated = (await response.json()) as Okr;
      expect(updated.keyResults.map((keyResult) => [keyResult.id, keyResult.title, keyResult.current])).toEqual([
        [first!.id, "A", 2],
        [second!.id, "B", 3],
      ]);
      expect(updated.progress).toBe(48);
    });

    it("answers Spanish errors, 404s and 401", async () => {
      const okr = (await (await post({ objective: "Check-in 2", keyResults: [{ title: "A" }] })).json()) as Okr;
      const path = `/api/okrs/${okr.id}/key-results/${okr.keyResults[0]!.id}`;
      const negative = await checkIn(path, { current: -1 });
      expect(negative.status).toBe(400);
      expect(await negative.json()).toMatchObject({ error: { message: "El valor actual no puede ser negativo" } });
      const text = await checkIn(path, { current: "mucho" });
      expect(await text.json()).toMatchObject({ error: { message: "El valor actual debe ser un número" } });
      const unknownKeyResult = await checkIn(`/api/okrs/${okr.id}/key-results/otro`, { current: 1 });
      expect(unknownKeyResult.status).toBe(404);
      expect(await unknownKeyResult.json()).toMatchObject({ error: { message: "Resultado clave no encontrado" } });
      const unknownOkr = await checkIn(`/api/okrs/00000000-0000-4000-8000-000000000000/key-results/x`, { current: 1 });
      expect(unknownOkr.status).toBe(404);
      expect(await unknownOkr.json()).toMatchObject({ error: { message: "OKR no encontrado" } });
      expect((await checkIn(path, { current: 1 }, "")).status).toBe(401);
    });
  });
});
