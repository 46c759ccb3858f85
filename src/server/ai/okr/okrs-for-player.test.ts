import { describe, expect, it } from "vitest";

import type { Deal } from "../../../shared/schemas/deal";
import { fullOkrSuggestionsSchema } from "../../../shared/schemas/okr-suggestions";
import type { PlayerOverview } from "../../../shared/schemas/player-overview";
import { okrsForPlayer, quarterRange } from "./okrs-for-player";

const deal = (brandName: string, stage: Deal["stage"], renewDate: string | null) =>
  ({ brandName, stage, renewDate }) as Deal;

const overview = {
  player: {
    name: "Lucía Prueba",
    sentiment: 61,
    social: { instagram: 1_234_567, tiktok: 80_000, x: 10_000, youtube: 5_000, engagementRate: 3.6 },
  },
  totalFollowers: 1_329_567,
  negativeNewsThisMonth: 1,
  deals: [
    deal("Marca Uno", "Activa", "2027-02-15"),
    deal("Marca Dos", "Negociación", null),
    deal("Marca Tres", "Activa", "2027-08-01"),
  ],
  investments: [{ status: "activa" }, { status: "cerrada" }],
  events: [{ date: "2026-12-30" }, { date: "2027-01-10" }, { date: "2027-03-31" }, { date: "2027-04-02" }],
} as unknown as PlayerOverview;

describe("a player's three OKRs", () => {
  const okrs = okrsForPlayer(overview, "Q1", 2027, "2026-11-22");

  it("says its counts in Spanish, one in the singular", () => {
    expect(okrs[1]!.description).toBe(
      "Hoy tiene 3 patrocinios: 2 activos, 1 en negociación y 1 con renovación este trimestre.",
    );
    expect(okrs[2]!.description).toContain("1 inversión abierta");
  });

  it("computes targets from current values", () => {
    expect(okrs[0]!.keyResults).toEqual([
      {
        title: "Llegar a 1,4 M seguidores en Instagram (+10 %)",
        target: 1_360_000,
        current: 1_234_567,
        unit: "seguidores",
      },
      { title: "Llegar a 92 K seguidores en TikTok (+15 %)", target: 92_000, current: 80_000, unit: "seguidores" },
      { title: "Engagement medio del 4,2 % o más", target: 4.2, current: 3.6, unit: "%" },
    ]);
    expect(okrs[0]!.description).toContain("por debajo del benchmark");
  });

  it("uses the deals, renewals, events and investments of the quarter", () => {
    expect(okrs[1]!.keyResults.map((kr) => kr.title)).toEqual([
      "Pasar de 2 a 3 patrocinios activos",
      "Cerrar las negociaciones abiertas (Marca Dos)",
      "Renovar los patrocinios que vencen en el trimestre (Marca Uno)",
    ]);
    expect(okrs[2]!.keyResults).toEqual([
      { title: "Sentimiento en medios de 75 sobre 100", target: 75, current: 61, unit: "puntos" },
      { title: "Cumplir la agenda de eventos del trimestre", target: 2, current: 0, unit: "eventos" },
      { title: "Revisar cada inversión abierta con su asesor", target: 1, current: 0, unit: "revisiones" },
      { title: "Responder a cada noticia negativa en 24 horas", target: 100, current: 0, unit: "%" },
    ]);
  });

  it("is deterministic for a player and a date, and fits the schema a model must meet", () => {
    expect(okrsForPlayer(overview, "Q1", 2027, "2026-11-22")).toEqual(okrs);
    expect(fullOkrSuggestionsSchema.parse({ okrs })).toEqual({ okrs });
  });

  it("knows each quarter's days", () => {
    expect(quarterRange("Q1", 2028)).toEqual({ from: "2028-01-01", to: "2028-03-31" });
    expect(quarterRange("Q4", 2026)).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });
});

describe("a player's OKRs start from what cannot wait", () => {
  const urgent = {
    ...overview,
    player: { ...overview.player, team: "CD Prueba", contractUntil: "2027-03-15" },
  } as unknown as PlayerOverview;

  it("puts a contract and a mandate ending in the quarter and the money owed first", () => {
    const okrs = okrsForPlayer(urgent, "Q1", 2027, "2026-11-22", {
      mandateEnd: "2027-02-01",
      overdue: { amount: 24_000, count: 2 },
      activeKeyResults: [],
    });
    expect(okrs).toHaveLength(3);
    expect(okrs[0]!.objective).toBe("Asegurar lo urgente de Lucía Prueba este trimestre");
    expect(okrs[0]!.keyResults.map((keyResult) => keyResult.title)).toEqual([
      "Renovación del contrato con CD Prueba firmada",
      "Renovación del mandato acordada con Lucía Prueba",
      "Cobrar los 24.000 € vencidos",
    ]);
    expect(okrs[0]!.description).toContain("2 comisiones vencidas");
  });

  it("never aims below an active OKR's target for the same figure", () => {
    const okrs = okrsForPlayer(overview, "Q1", 2027, "2026-11-22", {
      mandateEnd: null,
      overdue: { amount: 0, count: 0 },
      activeKeyResults: [{ title: "Alcanzar 2M de seguidores en Instagram", target: 2_000_000, unit: "seguidores" }],
    });
    expect(okrs[0]!.keyResults[0]).toMatchObject({
      target: 2_000_000,
      title: "Llegar a 2,0 M seguidores en Instagram (+62 %)",
    });
  });
});
