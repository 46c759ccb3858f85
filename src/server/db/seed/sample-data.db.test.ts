import { beforeAll, describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { ApprovalCounts } from "../../../shared/schemas/approval";
import type { Club } from "../../../shared/schemas/club";
import type { Commission } from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import type { Dashboard } from "../../../shared/schemas/dashboard";
import type { Mandate } from "../../../shared/schemas/mandate";
import type { Offer } from "../../../shared/schemas/offer";
import type { Operation } from "../../../shared/schemas/operation";
import type { Player } from "../../../shared/schemas/player";
import type { PlayerOverview } from "../../../shared/schemas/player-overview";
import { useSignedInApp } from "../../test/signed-in-app";
import { loadSampleDataIfEmpty } from "./load-sample-data";

const t = useSignedInApp();
beforeAll(async () => {
  expect(await loadSampleDataIfEmpty(t.database.db)).toBe(true);
});

const get = async <T>(path: string) => {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe("sample data", () => {
  it("has SPEC's volumes", async () => {
    const counts = await t.database.pool.query<Record<string, number>>(`
      select (select count(*)::int from players) as players, (select count(*)::int from brands) as brands,
             (select count(*)::int from deals) as deals, (select count(*)::int from investments) as investments,
             (select count(*)::int from news) as news, (select count(*)::int from events) as events,
             (select count(*)::int from documents) as documents, (select count(*)::int from okrs) as okrs,
             (select count(distinct month)::int from follower_snapshots) as snapshot_months`);
    expect(counts.rows[0]).toEqual({
      players: 3,
      brands: 6,
      deals: 4,
      investments: 3,
      news: 3,
      events: 4,
      documents: 2,
      okrs: 3,
      snapshot_months: 13,
    });
    expect(await get<ApprovalCounts>("/api/approvals/counts")).toEqual({ pending: 3, approved: 12, rejected: 2 });
  });

  it("expects the active deals' and paid mandates' commissions, with what fell due two months ago marked received", async () => {
    const page = await get<Page<Commission>>("/api/commissions?limit=200");
    const sources = new Set(page.items.map((commission) => `${commission.source}:${commission.sourceId}`));
    // Two active deals with a fee; two of the three mandates name a remuneration.
    expect([...sources].filter((source) => source.startsWith("deal:"))).toHaveLength(2);
    expect([...sources].filter((source) => source.startsWith("mandate:"))).toHaveLength(2);
    const twoMonthsAgo = shiftDays(agencyToday(), -60);
    for (const commission of page.items) {
      expect(commission.receivedAt !== null).toBe(commission.dueDate < twoMonthsAgo);
    }
  });

  it("has a market: six clubs, one operation per player in a stage its mandate allows, and its offers in order", async () => {
    const clubs = await get<Page<Club>>("/api/clubs");
    expect(clubs.items).toHaveLength(6);
    const operations = await get<Page<Operation>>("/api/operations");
    expect(operations.items.map((operation) => [operation.playerName, operation.type, operation.stage]).sort()).toEqual(
      [
        ["Diego Salvatierra", "Renovación", "Oferta"],
        ["Nicolás Ferreira", "Cesión", "Sondeo"],
        ["Álvaro Martín Ruiz", "Traspaso", "Negociación"],
      ],
    );
    // Past a sounding each player has a mandate in force, as the API itself would demand.
    const mandates = await get<Page<Mandate>>("/api/mandates");
    for (const operation of operations.items.filter((item) => item.stage !== "Sondeo")) {
      expect(mandates.items.find((mandate) => mandate.playerId === operation.playerId)?.status).not.toBe("Vencido");
    }
    const transfer = operations.items.find((operation) => operation.type === "Traspaso")!;
    const offers = await get<Page<Offer>>(`/api/operations/${transfer.id}/offers`);
    expect(offers.items.map((offer) => [offer.direction, offer.state])).toEqual([
      ["recibida", "rechazada"],
      ["enviada", "contraoferta"],
      ["recibida", "pendiente"],
    ]);
  });

  it("makes the dashboard show SPEC's comparison figures", async () => {
    const dashboard = await get<Dashboard>("/api/dashboard");
    expect(dashboard.players).toEqual({ total: 3, newThisMonth: 1 });
    expect(dashboard.followers.growthPercent).toBe(12.5);
    expect(dashboard.engagement).toEqual({ average: 5, benchmark: 4.2, differenceFromBenchmark: 0.8 });
    expect(dashboard.deals).toEqual({ active: 2, total: 4 });
    expect(dashboard.upcomingEvents.length).toBeGreaterThan(0);
    expect(dashboard.upcomingEvents.every((event) => event.date >= agencyToday())).toBe(true);
    expect(dashboard.recentNews.map((item) => item.sentiment)).toEqual(["positivo", "neutral", "negativo"]);
  });

  it("gives every player a monthly growth between 5% and 19% on each network", async () => {
    const players = await get<Page<Player>>("/api/players");
    for (const player of players.items) {
      const overview = await get<PlayerOverview>(`/api/players/${player.id}/overview`);
      for (const value of Object.values(overview.growth)) {
        expect(value).not.toBeNull();
        expect(value!).toBeGreaterThanOrEqual(5);
        expect(value!).toBeLessThanOrEqual(19);
      }
      expect(overview.followerHistory).toHaveLength(14);
      expect(overview.negativeNewsThisMonth).toBe(0);
    }
  });

  it("is never loaded twice, nor over an agent's own data", async () => {
    expect(await loadSampleDataIfEmpty(t.database.db)).toBe(false);
    await t.database.pool.query("delete from players; delete from brands;");
    expect(await loadSampleDataIfEmpty(t.database.db)).toBe(false);
    const players = await get<Page<Player>>("/api/players");
    expect(players.items).toEqual([]);
  });
});
