import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Approval } from "../../../shared/schemas/approval";
import type { Deal } from "../../../shared/schemas/deal";
import type { CalendarEvent } from "../../../shared/schemas/event";
import { fixtures } from "../../test/fixtures";
import { playerSession } from "../../test/player-session";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let agent: string;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signIn();
  make = fixtures(t, agent);
});
afterAll(() => t.close());

const json = async <T>(response: Response, status: number): Promise<T> => {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
};
const ask = (recordType: string, recordId: string) =>
  t.request("/api/approvals", { method: "POST", cookie: agent, json: { recordType, recordId } });
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

/** What the agency is owed for a deal, over all its instalments. */
const commissionOf = async (dealId: string) => {
  const page = await json<{ items: { sourceId: string | null; amount: number }[] }>(
    await t.request("/api/commissions?limit=200", { cookie: agent }),
    200,
  );
  return page.items.filter((item) => item.sourceId === dealId).reduce((total, item) => total + item.amount, 0);
};

describe("approvals with effect", () => {
  it("asks the player about a deal, holds it out of Activa, and records the player's answer on the deal", async () => {
    const player = await make.player({ name: "Diego Aprobador" });
    const brand = await make.brand({ name: "Zenit Bebidas", sector: "Bebidas" });
    const deal = await make.deal(player.id, brand.id, {
      stage: "Negociación",
      type: "Renovación",
      fee: "1.400.000€",
      deliverables: ["Post de Instagram", "Evento presencial"],
      startDate: "2027-01-01",
      renewDate: "2027-12-31",
    });

    const asked = await json<Approval>(await ask("deal", deal.id), 201);
    expect(asked).toMatchObject({
      playerId: player.id,
      kind: "deal",
      title: "Renovación con Zenit Bebidas",
      amount: "1.400.000€",
      detail: "Entregables: Post de Instagram, Evento presencial · Del 01/01/2027 al 31/12/2027",
      status: "pending",
      recordType: "deal",
      recordId: deal.id,
    });
    expect(await errorOf(await ask("deal", deal.id))).toBe(
      "Ya hay una petición pendiente al jugador sobre este registro",
    );
    const waiting = await json<Deal>(await t.request(`/api/deals/${deal.id}`, { cookie: agent }), 200);
    expect(waiting.playerApproval).toEqual({ id: asked.id, status: "pending", comment: null, decidedAt: null });

    // The agent cannot move it to Activa while the player has not answered, nor answer for them.
    const moved = await t.request(`/api/deals/${deal.id}`, {
      method: "PATCH",
      cookie: agent,
      json: { stage: "Activa" },
    });
    expect(moved.status).toBe(409);
    expect(await errorOf(moved)).toContain("«Renovación con Zenit Bebidas»");
    const forThem = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: agent,
      json: { status: "approved" },
    });
    expect(forThem.status).toBe(409);

    const phone = await playerSession(t, agent, player.id);
    const pending = await json<{ items: Approval[] }>(
      await t.request("/api/app/approvals?status=pending", { cookie: phone }),
      200,
    );
    expect(pending.items.map((item) => item.id)).toEqual([asked.id]);
    const decided = await json<Approval>(
      await t.request(`/api/approvals/${asked.id}`, {
        method: "PATCH",
        cookie: phone,
        json: { status: "approved", comment: "  Adelante  " },
      }),
      200,
    );
    expect(decided).toMatchObject({ status: "approved", comment: "Adelante" });
    expect(decided.decidedAt).not.toBeNull();
    const again = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: phone,
      json: { status: "rejected" },
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("Ya has respondido a esta petición");

    const answered = await json<Deal>(await t.request(`/api/deals/${deal.id}`, { cookie: agent }), 200);
    expect(answered.playerApproval).toEqual({
      id: asked.id,
      status: "approved",
      comment: "Adelante",
      decidedAt: decided.decidedAt,
    });
    expect(answered.version).toBeGreaterThan(waiting.version);
    const history = await t.database.pool.query(
      "select actor_name, changes from activity where entity_type = 'deal' and entity_id = $1 and action = 'update'",
      [deal.id],
    );
    expect(history.rows).toContainEqual({
      actor_name: "Diego Aprobador",
      changes: [{ field: "playerApproval", before: "pending", after: "Aprobado por el jugador: Adelante" }],
    });
    expect(
      (await t.request(`/api/deals/${deal.id}`, { method: "PATCH", cookie: agent, json: { stage: "Activa" } })).status,
    ).toBe(200);
    // A decision is a fact: it is not withdrawn.
    expect((await t.request(`/api/approvals/${asked.id}`, { method: "DELETE", cookie: agent })).status).toBe(409);
  });

  it("confirms or declines an event, lets the agent withdraw a pending question, and keeps other players' apart", async () => {
    const player = await make.player();
    const other = await make.player();
    const event = await make.create<CalendarEvent>("/api/events", {
      playerId: player.id,
      type: "Evento",
      title: "Gala benéfica",
      date: "2027-02-10",
      time: "20:00",
      location: "Sevilla",
      status: "pendiente",
    });
    const asked = await json<Approval>(await ask("event", event.id), 201);
    expect(asked).toMatchObject({ kind: "event", title: "Gala benéfica", scheduledFor: "2027-02-10" });

    const otherPhone = await playerSession(t, agent, other.id);
    const notTheirs = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: otherPhone,
      json: { status: "approved" },
    });
    expect(notTheirs.status).toBe(404);
    expect(
      (await json<{ items: Approval[] }>(await t.request("/api/app/approvals", { cookie: otherPhone }), 200)).items,
    ).toEqual([]);

    const phone = await playerSession(t, agent, player.id);
    await json<Approval>(
      await t.request(`/api/approvals/${asked.id}`, {
        method: "PATCH",
        cookie: phone,
        json: { status: "rejected", comment: "Tengo partido al día siguiente" },
      }),
      200,
    );
    const declined = await json<CalendarEvent>(await t.request(`/api/events/${event.id}`, { cookie: agent }), 200);
    expect(declined.status).toBe("rechazado");
    expect(declined.playerApproval).toMatchObject({ status: "rejected", comment: "Tengo partido al día siguiente" });

    // A question still pending can be withdrawn by the agent.
    const second = await json<Approval>(await ask("event", event.id), 201);
    expect((await t.request(`/api/approvals/${second.id}`, { method: "DELETE", cookie: agent })).status).toBe(204);

    const invalid = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: phone,
      json: { status: "quizá" },
    });
    expect(invalid.status).toBe(400);
    expect(await errorOf(invalid)).toBe("Elige aprobar o rechazar");
    expect(await errorOf(await ask("event", "00000000-0000-4000-8000-000000000000"))).toBe("No existe ese evento");
    expect((await t.request("/api/app/approvals")).status).toBe(401);
  });

  it("gives a deal the new fee and renewal date of a renewal the player approves, and its commission follows", async () => {
    const player = await make.player({ name: "Álvaro Renueva" });
    const brand = await make.brand({ name: "Zenit Renovación", sector: "Material deportivo" });
    const deal = await make.deal(player.id, brand.id, {
      stage: "Activa",
      type: "Embajador",
      fee: "1.200.000€",
      startDate: "2026-01-01",
      renewDate: "2027-06-30",
    });
    // A renewal proposed about the deal, as the sample's "Renovación del patrocinio con Zenit Sport" is.
    const renewal = (fee: string, until: string) =>
      t.database.pool.query<{ id: string }>(
        `insert into approvals (player_id, kind, title, detail, amount, scheduled_for, record_type, record_id)
         values ($1, 'renewal', 'Renovación con Zenit', 'Dos temporadas más', $2, $3, 'deal', $4) returning id`,
        [player.id, fee, until, deal.id],
      );
    const phone = await playerSession(t, agent, player.id);
    const answer = (id: string, status: string) =>
      t.request(`/api/approvals/${id}`, { method: "PATCH", cookie: phone, json: { status } });

    const refused = (await renewal("2.000.000€", "2030-06-30")).rows[0]!.id;
    await json<Approval>(await answer(refused, "rejected"), 200);
    const unchanged = await json<Deal>(await t.request(`/api/deals/${deal.id}`, { cookie: agent }), 200);
    expect(unchanged).toMatchObject({ fee: "1.200.000€", renewDate: "2027-06-30" });

    const before = await commissionOf(deal.id);
    expect(before).toBeGreaterThan(0);
    const accepted = (await renewal("1.400.000€", "2029-06-30")).rows[0]!.id;
    await json<Approval>(await answer(accepted, "approved"), 200);
    const renewed = await json<Deal>(await t.request(`/api/deals/${deal.id}`, { cookie: agent }), 200);
    expect(renewed).toMatchObject({ fee: "1.400.000€", renewDate: "2029-06-30", stage: "Activa" });
    const history = await json<{ items: { changes: { field: string; before: unknown; after: unknown }[] }[] }>(
      await t.request(`/api/activity?entityType=deal&entityId=${deal.id}`, { cookie: agent }),
      200,
    );
    expect(history.items.flatMap((item) => item.changes)).toEqual(
      expect.arrayContaining([
        { field: "fee", before: "1.200.000€", after: "1.400.000€" },
        { field: "renewDate", before: "2027-06-30", after: "2029-06-30" },
      ]),
    );
    expect(await commissionOf(deal.id)).toBeGreaterThan(before);
  });

  it("marks a campaign image approved for publication in the media lab's history", async () => {
    const player = await make.player();
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into campaign_images (player_id, prompt, campaign_type, aspect_ratio, quality, style, engine, file_key)
       values ($1, 'Lanzamiento', 'product-launch', '1:1', 'standard', 'realistic', 'offline', 'x.png') returning id`,
      [player.id],
    );
    const imageId = rows[0]!.id;
    const asked = await json<Approval>(await ask("campaign_image", imageId), 201);
    expect(asked).toMatchObject({ kind: "campaign_image", title: "Imagen de campaña para publicar" });
    const phone = await playerSession(t, agent, player.id);
    await json<Approval>(
      await t.request(`/api/approvals/${asked.id}`, { method: "PATCH", cookie: phone, json: { status: "approved" } }),
      200,
    );
    const history = await json<{ items: { id: string; playerApproval: { status: string } | null }[] }>(
      await t.request(`/api/campaign-images?playerId=${player.id}`, { cookie: agent }),
      200,
    );
    expect(history.items).toEqual([
      expect.objectContaining({ id: imageId, playerApproval: expect.objectContaining({ status: "approved" }) }),
    ]);
  });
});

describe("the player's answers reach the agent", () => {
  type Alerts = { items: { key: string; kind: string; title: string; detail: string; href: string }[] };
  const alerts = async () => json<Alerts>(await t.request("/api/alerts?limit=50", { cookie: agent }), 200);
  const freeRequest = (playerId: string, status?: string) =>
    t.request("/api/approvals", {
      method: "POST",
      cookie: agent,
      json: { playerId, kind: "photo_session", title: "Sesión de fotos con Aqualis", ...(status ? { status } : {}) },
    });

  it("rings the bell with the player's answer and comment, unless the agent turned that switch off", async () => {
    const player = await make.player({ name: "Iker Respuesta" });
    const phone = await playerSession(t, agent, player.id);
    const asked = await json<Approval>(await freeRequest(player.id), 201);
    expect(asked).toMatchObject({ playerHasAccess: true, decidedBy: null });
    const answered = await json<Approval>(
      await t.request(`/api/approvals/${asked.id}`, {
        method: "PATCH",
        cookie: phone,
        json: { status: "rejected", comment: "Ese día juego en casa" },
      }),
      200,
    );
    expect(answered).toMatchObject({ status: "rejected", decidedBy: "player", comment: "Ese día juego en casa" });

    const alert = (await alerts()).items.find((item) => item.key === `answer:${asked.id}`);
    expect(alert).toEqual(
      expect.objectContaining({
        kind: "approvals",
        title: "Iker Respuesta ha rechazado: Sesión de fotos con Aqualis",
        detail: "«Ese día juego en casa»",
        href: `/mobile/approvals?jugador=${player.id}`,
      }),
    );
    await t.request("/api/me/notifications", { method: "PATCH", cookie: agent, json: { approvals: false } });
    expect((await alerts()).items.some((item) => item.kind === "approvals")).toBe(false);
    await t.request("/api/me/notifications", { method: "PATCH", cookie: agent, json: { approvals: true } });
  });

  it("never lets the agency answer for a player who has the app, and rings nothing for its own answers", async () => {
    const withApp = await make.player({ name: "Unai Con App" });
    await playerSession(t, agent, withApp.id);
    const asked = await json<Approval>(await freeRequest(withApp.id), 201);
    const forThem = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: agent,
      json: { status: "approved" },
    });
    expect(forThem.status).toBe(409);
    expect(await errorOf(forThem)).toBe("El jugador tiene acceso a su app: solo él puede aprobar o rechazar");
    const decidedAlready = await freeRequest(withApp.id, "approved");
    expect(decidedAlready.status).toBe(409);
    // Its other fields stay the agent's to edit.
    const retitled = await t.request(`/api/approvals/${asked.id}`, {
      method: "PATCH",
      cookie: agent,
      json: { title: "Sesión de fotos con Aqualis (tarde)" },
    });
    expect(retitled.status).toBe(200);

    const withoutApp = await make.player({ name: "Pello Sin App" });
    const other = await json<Approval>(await freeRequest(withoutApp.id), 201);
    expect(other.playerHasAccess).toBe(false);
    const byAgency = await json<Approval>(
      await t.request(`/api/approvals/${other.id}`, { method: "PATCH", cookie: agent, json: { status: "approved" } }),
      200,
    );
    expect(byAgency.decidedBy).toBe("agency");
    expect((await alerts()).items.some((item) => item.key === `answer:${other.id}`)).toBe(false);
  });
});
