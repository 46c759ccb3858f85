import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { Commission } from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import type { PlayerDossier } from "../../../shared/schemas/player-dossier";
import { useSignedInApp } from "../../test/signed-in-app";

describe("/api/players/:id/dossier", () => {
  const t = useSignedInApp();
  const today = agencyToday();
  const year = today.slice(0, 4);

  it("needs a session and names an unknown player in Spanish", async () => {
    expect((await t.anonymous(`/api/players/${crypto.randomUUID()}/dossier`)).status).toBe(401);
    const unknown = await t.request(`/api/players/${crypto.randomUUID()}/dossier`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe("Jugador no encontrado");
  });

  it("gathers the player's contract, mandate, money, open deals and operations, documents and approvals", async () => {
    const f = t.make;
    const contractUntil = shiftDays(today, 200);
    const [player, other, brand, lostBrand] = await Promise.all([
      f.player({ contractUntil }),
      f.player(),
      f.brand(),
      f.brand(),
    ]);
    const club = await f.create<{ id: string; name: string }>("/api/clubs", {
      name: "Club Dossier",
      country: "España",
    });
    const mandate = await f.create<{ id: string }>("/api/mandates", {
      playerId: player.id,
      startDate: shiftDays(today, -30),
      endDate: shiftDays(today, 60),
      commissionPercent: 5,
      annualRemuneration: 400_000,
      legalAdviceConfirmed: true,
    });
    // An active deal that started a year ago: instalments fell due, one of them half paid.
    const active = await f.deal(player.id, brand.id, {
      stage: "Activa",
      fee: "240.000€",
      startDate: shiftDays(today, -365),
      renewDate: shiftDays(today, 365),
    });
    await f.deal(player.id, lostBrand.id, { stage: "Cerrada" });
    await f.deal(other.id, brand.id, { stage: "Activa", fee: "999.000€", startDate: shiftDays(today, -365) });
    const open = await f.create<{ id: string }>("/api/operations", {
      playerId: player.id,
      type: "Cesión",
      clubId: club.id,
    });
    await f.create("/api/documents", {
      playerId: player.id,
      name: "Contrato firmado",
      type: "Contrato",
      status: "firmado",
      date: shiftDays(today, -10),
    });
    await f.create("/api/documents", {
      playerId: player.id,
      name: "NDA por firmar",
      type: "NDA",
      status: "pendiente",
      date: shiftDays(today, -40),
    });
    await f.create("/api/approvals", { playerId: player.id, kind: "photo_session", title: "Sesión Dossier" });

    const ledger = ((await (await t.request("/api/commissions?limit=200")).json()) as Page<Commission>).items.filter(
      (commission) => commission.playerId === player.id,
    );
    const owed = ledger.filter((commission) => commission.overdue);
    expect(owed.length).toBeGreaterThanOrEqual(1);
    await t.request(`/api/commissions/${owed[0]!.id}/payments`, {
      method: "POST",
      // Half of it: still overdue, for less.
      json: { id: crypto.randomUUID(), paidOn: today, amount: Math.round(owed[0]!.balance / 2) },
    });
    const after = ((await (await t.request("/api/commissions?limit=200")).json()) as Page<Commission>).items.filter(
      (commission) => commission.playerId === player.id,
    );
    const ofYear = after.filter((commission) => commission.dueDate.startsWith(year));
    const sum = (items: Commission[], pick: (commission: Commission) => number) =>
      items.reduce((total, commission) => total + pick(commission), 0);
    const upcoming = after.filter((commission) => commission.balance > 0 && commission.dueDate >= today);

    const response = await t.request(`/api/players/${player.id}/dossier`);
    expect(response.status).toBe(200);
    const dossier = (await response.json()) as PlayerDossier;
    expect(dossier.contract).toEqual({ until: contractUntil, daysLeft: 200, club: null });
    expect(dossier.mandate).toMatchObject({ id: mandate.id, daysLeft: 60, inForce: true, registered: false });
    expect(dossier.money.year).toBe(Number(year));
    expect(dossier.money.expectedThisYear).toBeCloseTo(
      sum(ofYear, (commission) => commission.amount),
      2,
    );
    // Received this year: the money that arrived this year (by the payment's day), whenever its instalment fell due.
    expect(dossier.money.receivedThisYear).toBeCloseTo(
      sum(after, (commission) =>
        commission.payments
          .filter((payment) => payment.paidOn.startsWith(year))
          .reduce((total, payment) => total + payment.amount, 0),
      ),
      2,
    );
    const stillOwed = after.filter((commission) => commission.overdue);
    expect(stillOwed.length).toBeGreaterThanOrEqual(1);
    expect(dossier.money.overdueCount).toBe(stillOwed.length);
    expect(dossier.money.overdue).toBeCloseTo(
      sum(stillOwed, (commission) => commission.balance),
      2,
    );
    expect(dossier.money.next?.date).toBe(upcoming.map((commission) => commission.dueDate).sort()[0]);
    expect(dossier.openDeals).toEqual([{ id: active.id, brandName: brand.name, stage: "Activa", fee: "240.000€" }]);
    expect(dossier.openOperations).toEqual([
      { id: open.id, clubName: "Club Dossier", type: "Cesión", stage: "Sondeo" },
    ]);
    // What waits for a signature comes first.
    expect(dossier.documents.map((document) => document.name)).toEqual(["NDA por firmar", "Contrato firmado"]);
    expect(dossier.pendingApprovals).toBe(1);
  });

  it("sums up the contract with a club in force: the next option's notice and the bonuses within reach", async () => {
    const player = await t.make.player();
    const club = await t.make.create<{ id: string; name: string }>("/api/clubs", {
      name: "Club Resumen Contrato",
      country: "España",
    });
    const noticeBy = shiftDays(today, 40);
    const contract = await t.make.create<{ id: string }>(`/api/players/${player.id}/contracts`, {
      clubId: club.id,
      startDate: shiftDays(today, -100),
      endDate: shiftDays(today, 600),
      seasons: [{ season: "2026/27", salary: 700_000 }],
      bonuses: [
        { kind: "goles", description: "10 goles", target: 10, progress: 9, amount: 50_000 },
        { kind: "partidos", description: "30 partidos", target: 30, progress: 3, amount: 50_000 },
      ],
      options: [
        { holder: "club", noticeBy: shiftDays(today, -5), extendsTo: shiftDays(today, 900) },
        { holder: "jugador", noticeBy, extendsTo: shiftDays(today, 900) },
      ],
    });
    const dossier = (await (await t.request(`/api/players/${player.id}/dossier`)).json()) as PlayerDossier;
    expect(dossier.contract.club).toEqual({
      id: contract.id,
      clubName: "Club Resumen Contrato",
      endDate: shiftDays(today, 600),
      nextNoticeBy: noticeBy,
      bonusesWithinReach: 1,
    });
  });

  it("says plainly when there is nothing: no contract date, no mandate, no money", async () => {
    const player = await t.make.player();
    const dossier = (await (await t.request(`/api/players/${player.id}/dossier`)).json()) as PlayerDossier;
    expect(dossier).toMatchObject({
      contract: { until: null, daysLeft: null, club: null },
      mandate: null,
      money: { expectedThisYear: 0, receivedThisYear: 0, overdue: 0, overdueCount: 0, next: null },
      openDeals: [],
      openOperations: [],
      documents: [],
      pendingApprovals: 0,
    });
  });
});
