import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { AlertList } from "../../../shared/schemas/alert";
import type { ClubContract } from "../../../shared/schemas/club-contract";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();
const today = agencyToday();
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

const club = () =>
  t.make.create<{ id: string; name: string }>("/api/clubs", {
    name: `Club Contrato ${Math.random().toString(36).slice(2, 7)}`,
    country: "España",
    league: "LaLiga",
  });

const terms = (clubId: string, extra: Record<string, unknown> = {}) => ({
  clubId,
  startDate: "2026-07-01",
  endDate: "2028-06-30",
  seasons: [
    { season: "2026/27", salary: 800_000 },
    { season: "2027/28", salary: 900_000 },
  ],
  ...extra,
});

const sign = (playerId: string, json: unknown, cookie?: string) =>
  t.request(`/api/players/${playerId}/contracts`, { method: "POST", json, cookie });

const contractAlerts = async () =>
  ((await (await t.request("/api/alerts")).json()) as AlertList).items.filter((alert) => alert.kind === "contracts");

describe("/api/players/:id/contracts", () => {
  it("holds the contract clause by clause and lists it on the player", async () => {
    const [player, home] = await Promise.all([t.make.player(), club()]);
    const response = await sign(
      player.id,
      terms(home.id, {
        bonuses: [{ kind: "goles", description: "15 goles en liga", target: 15, progress: 6, amount: 100_000 }],
        options: [{ holder: "club", noticeBy: "2028-03-31", extendsTo: "2029-06-30" }],
        releaseClause: 50_000_000,
        sellOnPercent: 10,
        sellOnBeneficiary: "jugador",
        imageRights: { company: "Imagen Pérez SL", annualAmount: 100_000 },
      }),
    );
    expect(response.status).toBe(201);
    const contract = (await response.json()) as ClubContract;
    expect(contract).toMatchObject({
      playerId: player.id,
      clubName: home.name,
      seasons: [
        { season: "2026/27", salary: 800_000 },
        { season: "2027/28", salary: 900_000 },
      ],
      releaseClause: 50_000_000,
      sellOnPercent: 10,
      warnings: [],
    });
    const listed = (await (await t.request(`/api/players/${player.id}/contracts`)).json()) as { items: ClubContract[] };
    expect(listed.items.map((item) => item.id)).toEqual([contract.id]);
    const history = (await (
      await t.request(`/api/activity?entityType=club_contract&entityId=${contract.id}`)
    ).json()) as {
      items: unknown[];
    };
    expect(history.items).toHaveLength(1);
  });

  it("warns when image rights pass 15 % of the whole, with the law", async () => {
    const [player, home] = await Promise.all([t.make.player(), club()]);
    const contract = (await (
      await sign(player.id, terms(home.id, { imageRights: { company: "Imagen SL", annualAmount: 250_000 } }))
    ).json()) as ClubContract;
    expect(contract.warnings).toEqual([
      {
        rule: "image-rights-85-15",
        message:
          "Los derechos de imagen son el 22,7 % del total: por encima del 15 %, el exceso tributa como rendimiento del trabajo",
        source: "Ley 35/2006 del IRPF, art. 92.3 (regla 85/15)",
      },
    ]);
    const lowered = await t.request(`/api/contracts/${contract.id}`, {
      method: "PATCH",
      headers: { "If-Match": `"${contract.version}"` },
      json: { imageRights: { company: "Imagen SL", annualAmount: 100_000 } },
    });
    expect(((await lowered.json()) as ClubContract).warnings).toEqual([]);
  });

  it("refuses what a contract cannot be, in Spanish, and unknown players", async () => {
    const [player, home] = await Promise.all([t.make.player(), club()]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endDate: "2026-06-30" }, "endDate", "La fecha de fin no puede ser anterior a la de inicio"],
      [{ seasons: [] }, "seasons", "Añade al menos una temporada con su salario"],
      [{ seasons: [{ season: "2026-27", salary: 1 }] }, "seasons.0.season", "La temporada se escribe como 2026/27"],
      [
        {
          seasons: [
            { season: "2026/27", salary: 1 },
            { season: "2026/27", salary: 2 },
          ],
        },
        "seasons",
        "Cada temporada solo puede aparecer una vez",
      ],
      [{ sellOnPercent: 120 }, "sellOnPercent", "El porcentaje va de 0 a 100"],
      [
        { options: [{ holder: "club", noticeBy: "2029-01-01", extendsTo: "2030-06-30" }] },
        "options",
        "El día de aviso de una opción no puede ser posterior al fin del contrato",
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await sign(player.id, terms(home.id, change));
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
    }
    expect((await sign("00000000-0000-4000-8000-000000000000", terms(home.id))).status).toBe(404);
    expect((await t.anonymous(`/api/players/${player.id}/contracts`)).status).toBe(401);
  });

  it("hides the money of a contract from a role without money and refuses a read-only role", async () => {
    const [player, home] = await Promise.all([t.make.player(), club()]);
    const contract = (await (
      await sign(player.id, terms(home.id, { releaseClause: 9_000_000 }))
    ).json()) as ClubContract;
    const assistant = await memberSession(t, t.cookie, "asistente");
    const seen = (await (
      await t.request(`/api/contracts/${contract.id}`, { cookie: assistant.cookie })
    ).json()) as ClubContract;
    expect(seen.releaseClause).toBeNull();
    expect(seen.seasons.map((season) => season.salary)).toEqual([null, null]);
    const reader = await memberSession(t, t.cookie, "lectura");
    expect((await sign(player.id, terms(home.id), reader.cookie)).status).toBe(403);
  });

  it("rings an option 60 and 15 days before its notice day, a bonus within reach and the contract's end", async () => {
    const [player, home] = await Promise.all([t.make.player({ name: "Opción Ortega" }), club()]);
    await sign(player.id, {
      clubId: home.id,
      startDate: shiftDays(today, -300),
      endDate: shiftDays(today, 25),
      seasons: [{ season: "2025/26", salary: 500_000 }],
      options: [
        { holder: "club", noticeBy: shiftDays(today, 10), extendsTo: shiftDays(today, 400) },
        { holder: "jugador", noticeBy: shiftDays(today, 20), extendsTo: shiftDays(today, 400) },
      ],
      bonuses: [
        { kind: "partidos", description: "30 partidos", target: 30, progress: 25, amount: 50_000 },
        { kind: "goles", description: "20 goles", target: 20, progress: 3, amount: 80_000 },
      ],
    });
    const mine = (await contractAlerts()).filter((alert) => alert.href === `/players/${player.id}/summary`);
    const titles = mine.map((alert) => alert.title);
    expect(titles).toContain(`Opción de ampliación de Opción Ortega con ${home.name}: el aviso vence en 10 días`);
    expect(titles).toContain(`Opción de ampliación de Opción Ortega con ${home.name}: el aviso vence en 20 días`);
    expect(mine.filter((alert) => alert.key.startsWith("club-option:")).map((alert) => alert.key.slice(-3))).toEqual([
      ":15",
      ":60",
    ]);
    expect(titles).toContain(`Opción Ortega está cerca de un bonus con ${home.name}`);
    expect(mine.filter((alert) => alert.key.startsWith("club-bonus:"))).toHaveLength(1);
    expect(titles).toContain(`El contrato de Opción Ortega con ${home.name} termina en 25 días`);
  });
});

describe("a contract signed with an operation", () => {
  const represented = async () => {
    const player = await t.make.player();
    await t.make.create("/api/mandates", {
      playerId: player.id,
      startDate: shiftDays(today, -30),
      endDate: shiftDays(today, 365),
      commissionPercent: 10,
      legalAdviceConfirmed: true,
    });
    return player;
  };
  const feesOf = async (operationId: string) =>
    (
      (await (await t.request(`/api/commissions?limit=100`)).json()) as {
        items: { sourceId: string | null; period: string; amount: number }[];
      }
    ).items
      .filter((instalment) => instalment.sourceId === operationId)
      .map(({ period, amount }) => [period, amount])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));

  it("is made by the signing, and the fee follows the salary of each season written on it", async () => {
    const [player, home] = await Promise.all([represented(), club()]);
    const operation = await t.make.create<{ id: string }>("/api/operations", {
      playerId: player.id,
      type: "Traspaso",
      clubId: home.id,
      stage: "Firmada",
      startDate: "2026-07-01",
      endDate: "2028-06-30",
      salary: "1.000.000 €",
      agentFeePercent: 10,
    });
    const [contract] = (
      (await (await t.request(`/api/players/${player.id}/contracts`)).json()) as {
        items: ClubContract[];
      }
    ).items;
    expect(contract).toMatchObject({
      operationId: operation.id,
      clubId: home.id,
      startDate: "2026-07-01",
      endDate: "2028-06-30",
      seasons: [
        { season: "2026/27", salary: 1_000_000 },
        { season: "2027/28", salary: 1_000_000 },
      ],
    });
    expect((await feesOf(operation.id)).map(([, amount]) => amount)).toEqual(Array(8).fill(25_000));

    const raised = await t.request(`/api/contracts/${contract!.id}`, {
      method: "PATCH",
      json: {
        seasons: [
          { season: "2026/27", salary: 1_000_000 },
          { season: "2027/28", salary: 2_000_000 },
        ],
      },
    });
    expect(raised.status).toBe(200);
    expect(await feesOf(operation.id)).toEqual([
      ["2026-T3", 25_000],
      ["2026-T4", 25_000],
      ["2027-T1", 25_000],
      ["2027-T2", 25_000],
      ["2027-T3", 50_000],
      ["2027-T4", 50_000],
      ["2028-T1", 50_000],
      ["2028-T2", 50_000],
    ]);
    // Signing again (an edit of a signed operation) does not make a second contract.
    await t.request(`/api/operations/${operation.id}`, { method: "PATCH", json: { salary: "1.200.000 €" } });
    const contracts = (await (await t.request(`/api/players/${player.id}/contracts`)).json()) as { items: unknown[] };
    expect(contracts.items).toHaveLength(1);
  });
});
