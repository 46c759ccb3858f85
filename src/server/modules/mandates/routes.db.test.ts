import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays, shiftMonths } from "../../../shared/domain/calendar-day";
import type { Mandate } from "../../../shared/schemas/mandate";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

describe("mandates API", () => {
  const t = useSignedInApp({}, { sample: true });
  const today = agencyToday();
  const post = (json: unknown) => t.request("/api/mandates", { method: "POST", json });
  const valid = (playerId: string, overrides: Record<string, unknown> = {}) => ({
    playerId,
    startDate: today,
    endDate: shiftMonths(today, 24),
    commissionPercent: 3,
    legalAdviceConfirmed: true,
    ...overrides,
  });

  it("needs a session", async () => {
    expect((await t.anonymous("/api/mandates")).status).toBe(401);
    expect((await t.anonymous("/api/mandates", { method: "POST", json: {} })).status).toBe(401);
  });

  it("creates a mandate of two years exactly with its computed status, and refuses one day more", async () => {
    const player = await t.make.player();
    const response = await post(valid(player.id, { annualRemuneration: 500_000, territory: "España" }));
    expect(response.status).toBe(201);
    const mandate = (await response.json()) as Mandate;
    expect(mandate).toMatchObject({
      playerId: player.id,
      playerName: player.name,
      exclusive: true,
      commissionPercent: 3,
      status: "Vigente",
      warnings: [],
      territory: "España",
    });

    const other = await t.make.player();
    const tooLong = await post(valid(other.id, { endDate: shiftDays(shiftMonths(today, 24), 1) }));
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).error.fields).toMatchObject({
      endDate: "Un mandato no puede durar más de 2 años",
    });
  });

  it("requires the legal-advice confirmation, valid numbers and dates, in Spanish", async () => {
    const player = await t.make.player();
    const response = await post({
      playerId: player.id,
      startDate: "2026-02-30",
      endDate: today,
      commissionPercent: 120,
      legalAdviceConfirmed: false,
      annualRemuneration: -1,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toMatchObject({
      startDate: "La fecha de inicio es obligatoria",
      commissionPercent: "La comisión debe estar entre 0 y 100",
      legalAdviceConfirmed: "Confirma que el jugador recibió asesoramiento legal independiente",
      annualRemuneration: "La remuneración no puede ser negativa",
    });
    const backwards = await post(valid(player.id, { startDate: today, endDate: shiftDays(today, -1) }));
    expect(((await backwards.json()) as ErrorBody).error.fields).toMatchObject({
      endDate: "La fecha de fin debe ser posterior a la de inicio",
    });
    const renewal = await post({ ...valid(player.id), autoRenewal: true });
    expect(renewal.status).toBe(400);
  });

  it("answers 409 for a mandate that shares even one day with another of the player, also on a change", async () => {
    const player = await t.make.player();
    const first = (await (
      await post(valid(player.id, { startDate: "2030-01-01", endDate: "2030-12-31" }))
    ).json()) as Mandate;
    const clash = await post(valid(player.id, { startDate: "2030-12-31", endDate: "2031-06-30" }));
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as ErrorBody).error.message).toBe(
      "El jugador ya tiene un mandato vigente en esas fechas",
    );
    const next = await post(valid(player.id, { startDate: "2031-01-01", endDate: "2031-06-30" }));
    expect(next.status).toBe(201);
    const moved = await t.request(`/api/mandates/${first.id}`, {
      method: "PATCH",
      json: { endDate: "2031-01-15" },
    });
    expect(moved.status).toBe(409);
    // Its own dates are not a clash with itself.
    const shorter = await t.request(`/api/mandates/${first.id}`, {
      method: "PATCH",
      json: { endDate: "2030-10-31" },
    });
    expect(shorter.status).toBe(200);
    const longer = await t.request(`/api/mandates/${first.id}`, {
      method: "PATCH",
      json: { startDate: "2027-12-01" },
    });
    expect(((await longer.json()) as ErrorBody).error.fields).toMatchObject({
      endDate: "Un mandato no puede durar más de 2 años",
    });
  });

  it("warns above FIFA's service-fee cap with the rule's status and source, and saves anyway", async () => {
    const player = await t.make.player();
    const high = (await (
      await post(valid(player.id, { commissionPercent: 8, annualRemuneration: 2_000_000 }))
    ).json()) as Mandate;
    // 2 M euros at 1,08 are USD 2,16 M: the cap is 10.000 + 3 % of 1,96 M = 68.800, 3,19 % of it.
    expect(high.warnings).toEqual([
      {
        rule: "service-fee-cap",
        message: "La comisión (8 %) supera el límite FIFA: 3,19 % para esta remuneración",
        status: "suspendida",
        source: "Reglamento FIFA de Agentes de Fútbol, art. 15; suspendido por la Circular FIFA n.º 1873 (30/12/2023)",
      },
    ]);
    const updated = (await (
      await t.request(`/api/mandates/${high.id}`, { method: "PATCH", json: { commissionPercent: 3 } })
    ).json()) as Mandate;
    expect(updated.warnings).toEqual([]);
  });

  it("computes Por vencer, Vencido and Pendiente de registro FIFA from today", async () => {
    const ending = await t.make.player();
    const mandate = (await (
      await post(
        valid(ending.id, {
          startDate: shiftDays(today, -300),
          endDate: shiftDays(today, 30),
          fifaRegisteredAt: shiftDays(today, -299),
        }),
      )
    ).json()) as Mandate;
    expect(mandate.status).toBe("Por vencer");
    expect(mandate.fifaRegistrationPending).toBe(false);
    const ended = await t.make.player();
    const old = (await (
      await post(valid(ended.id, { startDate: shiftDays(today, -400), endDate: shiftDays(today, -1) }))
    ).json()) as Mandate;
    expect(old.status).toBe("Vencido");
    expect(old.fifaRegistrationPending).toBe(true);
    expect(old.warnings.map((warning) => warning.message)).toContain("Pendiente de registro FIFA");
  });

  it("warns on a minor's mandate until the legal guardian and the written consent are recorded", async () => {
    const minor = await t.make.player({ birthDate: shiftDays(shiftMonths(today, -16 * 12), -10) });
    const created = (await (await post(valid(minor.id))).json()) as Mandate;
    expect(created.minorAtStart).toBe(true);
    expect(created.warnings).toEqual([
      expect.objectContaining({
        rule: "minor-guardian",
        message: "Jugador menor de edad: faltan el tutor legal y su consentimiento por escrito",
        status: "en vigor",
      }),
    ]);
    const named = await t.request(`/api/mandates/${created.id}`, {
      method: "PATCH",
      json: { guardianName: "Ana Ruiz Gil", guardianConsentOn: "2026-02-30" },
    });
    expect(named.status).toBe(400);
    expect(((await named.json()) as ErrorBody).error.fields).toEqual({
      guardianConsentOn: "Fecha del consentimiento no válida",
    });
    const complete = (await (
      await t.request(`/api/mandates/${created.id}`, {
        method: "PATCH",
        json: { guardianName: "Ana Ruiz Gil", guardianConsentOn: today },
      })
    ).json()) as Mandate;
    expect(complete).toMatchObject({ guardianName: "Ana Ruiz Gil", guardianConsentOn: today, warnings: [] });

    const adult = await t.make.player({ birthDate: "1990-01-01" });
    const adultMandate = (await (await post(valid(adult.id))).json()) as Mandate;
    expect(adultMandate).toMatchObject({ minorAtStart: false, warnings: [] });
  });

  it("lists by player, latest first, and answers 404 for unknown ids", async () => {
    const player = await t.make.player();
    await post(valid(player.id, { startDate: "2032-01-01", endDate: "2032-06-30" }));
    await post(valid(player.id, { startDate: "2033-01-01", endDate: "2033-06-30" }));
    const page = (await (await t.request(`/api/mandates?playerId=${player.id}`)).json()) as {
      items: Mandate[];
    };
    expect(page.items.map((item) => item.startDate)).toEqual(["2033-01-01", "2032-01-01"]);
    expect((await t.request("/api/mandates/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const deleted = await t.request(`/api/mandates/${page.items[0]!.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await t.request(`/api/mandates/${page.items[0]!.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("the sample portfolio has a mandate per player, one of them Por vencer", async () => {
    const page = (await (await t.request("/api/mandates?limit=200")).json()) as { items: Mandate[] };
    const sample = page.items.filter(
      (item) =>
        ["Álvaro Martín Ruiz", "Diego Salvatierra"].includes(item.playerName) || item.territory === "España y Portugal",
    );
    expect(sample.map((item) => item.status).sort()).toEqual(["Por vencer", "Vigente", "Vigente"]);
    expect(sample.find((item) => item.territory === "España y Portugal")?.fifaRegistrationPending).toBe(true);
  });
});
