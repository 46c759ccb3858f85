import { describe, expect, it } from "vitest";

import { describeChange } from "../../shared/domain/activity";
import { agencyToday } from "../../shared/domain/calendar-day";
import type { ActivityEntry } from "../../shared/schemas/activity";
import type { Page } from "../../shared/schemas/common";
import { playerSession } from "../test/player-session";
import { useSignedInApp } from "../test/signed-in-app";
import { TEST_AGENT } from "../test/test-app";

describe("/api/activity", () => {
  const t = useSignedInApp();

  const historyOf = async (entityId: string) =>
    ((await (await t.request(`/api/activity?entityId=${entityId}`)).json()) as Page<ActivityEntry>).items;
  const patch = (path: string, json: unknown) => t.request(path, { method: "PATCH", json });

  it("needs a session and refuses bad filters in Spanish", async () => {
    expect((await t.anonymous("/api/activity")).status).toBe(401);
    const bad = await t.request("/api/activity?entityType=nave&entityId=x");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      entityType: "Tipo de registro no válido",
      entityId: "Registro no válido",
    });
  });

  it("gathers one player's history: their row and every record of theirs, deleted ones too, nobody else's", async () => {
    const [player, other, brand] = await Promise.all([t.make.player(), t.make.player(), t.make.brand()]);
    const club = await t.make.create<{ id: string }>("/api/clubs", { name: "Club Historia", country: "Italia" });
    const deal = await t.make.deal(player.id, brand.id, { stage: "Negociación" });
    await patch(`/api/deals/${deal.id}`, { stage: "Activa" });
    const event = await t.make.create<{ id: string }>("/api/events", {
      playerId: player.id,
      type: "Reunión",
      title: "Reunión de historia",
      date: "2031-02-01",
      time: "10:00",
    });
    await t.request(`/api/events/${event.id}`, { method: "DELETE" });
    const operation = await t.make.create<{ id: string }>("/api/operations", {
      playerId: player.id,
      type: "Cesión",
      clubId: club.id,
    });
    // An offer names no player: it is linked through its operation.
    await t.make.create(`/api/operations/${operation.id}/offers`, { date: "2031-03-01", direction: "recibida" });
    await patch(`/api/players/${player.id}`, { team: "Club Nuevo" });
    await t.make.deal(other.id, brand.id);

    const response = await t.request(`/api/activity?playerId=${player.id}`);
    const entries = ((await response.json()) as Page<ActivityEntry>).items;
    expect(entries.map((entry) => `${entry.entityType} ${entry.action}`)).toEqual([
      "player update",
      "offer create",
      "operation create",
      "event delete",
      "event create",
      "deal update",
      "deal create",
      "player create",
    ]);
    expect(new Set(entries.map((entry) => entry.playerId))).toEqual(new Set([player.id]));

    const bad = await t.request("/api/activity?playerId=nadie");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      playerId: "Jugador no válido",
    });
  });

  it("records who changed a deal's stage and fee, from what to what, readable in Spanish", async () => {
    const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
    const deal = await t.make.deal(player.id, brand.id, { stage: "Negociación", fee: "300.000€" });
    await patch(`/api/deals/${deal.id}`, { stage: "Activa", fee: "350.000€", type: "Patrocinio" });
    const [update, create] = await historyOf(deal.id);
    expect(create).toMatchObject({
      action: "create",
      entityType: "deal",
      entityLabel: `${brand.name} · ${player.name}`,
      actorName: TEST_AGENT.name,
    });
    // "type" was sent unchanged: only what changed is recorded.
    expect(update?.changes.map(describeChange)).toEqual([
      "Etapa: Negociación → Activa",
      "Inversión: 300.000€ → 350.000€",
    ]);
  });

  it("records mandates, transfer windows, commissions, OKR batches and check-ins, and uploads", async () => {
    const player = await t.make.player();
    const mandate = await t.make.create("/api/mandates", {
      playerId: player.id,
      startDate: agencyToday(),
      endDate: "2028-01-01",
      commissionPercent: 5,
      annualRemuneration: 400_000,
      legalAdviceConfirmed: true,
    });
    expect((await historyOf(mandate.id)).map((entry) => entry.action)).toEqual(["create"]);

    const window = await t.make.create("/api/transfer-windows", {
      league: "Liga Historial",
      name: "Verano",
      startDay: "07-01",
      endDay: "09-01",
    });
    await t.request(`/api/transfer-windows/${window.id}`, { method: "DELETE" });
    expect((await historyOf(window.id)).map((entry) => entry.action)).toEqual(["delete", "create"]);

    const commissions = (await (await t.request("/api/commissions?limit=200")).json()) as Page<{
      id: string;
      sourceId: string;
    }>;
    const instalment = commissions.items.find((item) => item.sourceId === mandate.id);
    await t.request(`/api/commissions/${instalment?.id}/payments`, {
      method: "POST",
      json: { id: crypto.randomUUID(), paidOn: agencyToday(), amount: 1_000 },
    });
    const [received] = await historyOf(instalment?.id ?? "");
    expect(received).toMatchObject({ entityType: "commission", action: "update" });
    expect(received?.changes).toEqual([{ field: "receivedAmount", before: 0, after: 1_000 }]);

    const batch = await t.request("/api/okrs/batch", {
      method: "POST",
      json: { okrs: [{ objective: "Historial OKR", keyResults: [{ title: "Goles", target: 10, current: 1 }] }] },
    });
    const [okr] = ((await batch.json()) as { items: { id: string; keyResults: { id: string }[] }[] }).items;
    await patch(`/api/okrs/${okr?.id}/key-results/${okr?.keyResults[0]?.id}`, { current: 4 });
    const okrHistory = await historyOf(okr?.id ?? "");
    expect(okrHistory.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(okrHistory[0]?.changes.map(describeChange)).toEqual(["Goles: 1 → 4"]);
  });

  it("pages newest first with a cursor, and filters by kind", async () => {
    const player = await t.make.player();
    for (const team of ["A", "B", "C"]) await patch(`/api/players/${player.id}`, { team: `Equipo ${team}` });
    const first = (await (
      await t.request(`/api/activity?entityId=${player.id}&limit=2`)
    ).json()) as Page<ActivityEntry>;
    expect(first.items.map((entry) => entry.changes[0]?.after)).toEqual(["Equipo C", "Equipo B"]);
    const second = (await (
      await t.request(`/api/activity?entityId=${player.id}&limit=2&cursor=${first.nextCursor}`)
    ).json()) as Page<ActivityEntry>;
    expect(second.items.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(second.nextCursor).toBeNull();
    const brands = (await (await t.request("/api/activity?entityType=brand&limit=200")).json()) as Page<ActivityEntry>;
    expect(brands.items.every((entry) => entry.entityType === "brand")).toBe(true);
  });
});

describe("who a change is from", () => {
  const t = useSignedInApp();

  it("names a player's session as a player's, and a player cannot rename themselves into the agent", async () => {
    const player = await t.make.player({ name: "Pablo Historia" });
    const cookie = await playerSession(t, t.cookie, player.id);
    // Found with a player renamed "Agente Prueba" appearing as that actor in the agent's history.
    const renamed = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie,
      json: { name: "Agente Prueba" },
    });
    expect(renamed.status).toBe(403);
    expect((await t.request("/api/auth/update-user", { method: "POST", json: { name: "Otra" } })).status).toBe(403);

    const deal = await t.make.deal(player.id, (await t.make.brand()).id, { stage: "Negociación" });
    const asked = (await (
      await t.request("/api/approvals", { method: "POST", json: { recordType: "deal", recordId: deal.id } })
    ).json()) as { id: string };
    const answered = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie,
      json: { status: "approved" },
    });
    expect(answered.status).toBe(200);
    const history = ((await (await t.request(`/api/activity?entityId=${asked.id}`)).json()) as Page<ActivityEntry>)
      .items;
    expect(history.map(({ actorName, actorRole, action }) => ({ actorName, actorRole, action }))).toEqual([
      { actorName: "Pablo Historia", actorRole: "player", action: "update" },
      { actorName: TEST_AGENT.name, actorRole: "agent", action: "create" },
    ]);
  });
});
