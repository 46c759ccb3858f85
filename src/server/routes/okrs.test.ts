import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../shared/schemas/common";
import type { Okr } from "../../shared/schemas/okr";
import { todayIso } from "../db/queries/dates";
import { itHonoursTheCrudContract } from "../test/crud-contract";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

const post = (json: unknown) => t.request("/api/okrs", { method: "POST", cookie, json });

describe("/api/okrs", () => {
  itHonoursTheCrudContract(() => t, () => cookie, {
    path: "/api/okrs",
    notFoundMessage: "OKR no encontrado",
    validBody: async () => ({ objective: "Crecer en redes", keyResults: [{ title: "1M seguidores", target: 1_000_000, current: 0, unit: "seguidores" }] }),
    patch: { body: { status: "completed" }, field: "status", expected: "completed" },
  });

  it("applies SPEC's defaults, trims, drops blank key results and computes progress", async () => {
    const response = await post({
      objective: "  Ganar la liga  ",
      description: " Temporada ",
      keyResults: [{ title: "Partidos ganados", current: 50 }, { title: "   " }, { title: "Goles", target: 80, current: 100, unit: "goles" }],
    });
    expect(response.status).toBe(201);
    const okr = (await response.json()) as Okr;
    expect(okr).toMatchObject({
      objective: "Ganar la liga",
      description: "Temporada",
      quarter: "Q1",
      year: Number(todayIso().slice(0, 4)),
      status: "active",
      playerId: null,
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
    const page = (await (await t.request("/api/okrs?year=2025", { cookie })).json()) as Page<Okr>;
    expect(page.items.map((okr) => okr.objective)).toEqual(["Medio", "Nuevo"]);
    const all = (await (await t.request("/api/okrs?limit=200", { cookie })).json()) as Page<Okr>;
    const periods = all.items.map((okr) => `${okr.year}${okr.quarter}`);
    expect(periods).toEqual([...periods].sort().reverse());
  });
});
