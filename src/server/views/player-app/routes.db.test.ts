import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";

import { agencyToday } from "../../../shared/domain/calendar-day";
import type { Approval } from "../../../shared/schemas/approval";
import type { PlayerAgenda, PlayerDeal, PlayerHome, PlayerImage } from "../../../shared/schemas/player-app";
import type { PushStatus } from "../../../shared/schemas/push";
import { DEFAULT_AI_SETTINGS } from "../../ai/settings";
import { sweepApprovalPushes } from "../../jobs/approval-pushes";
import { createPusher } from "../../push/pusher";
import { readChatStream } from "../../test/chat-stream";
import { fixtures } from "../../test/fixtures";
import { playerSession } from "../../test/player-session";
import { startPushService } from "../../test/push-service";
import { createTestApp, type TestApp } from "../../test/test-app";

let service: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
let agent: string;
let make: ReturnType<typeof fixtures>;
const keys = webpush.generateVAPIDKeys();
const pusher = () => createPusher({ keys, extraOrigins: [service.origin] });

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({
    pusher: pusher(),
    ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 1000, offlineChunkDelayMs: 0 },
  });
  agent = await t.signIn();
  make = fixtures(t, agent);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const json = async <T>(response: Response, status = 200): Promise<T> => {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
};
const daysFromToday = (days: number) => {
  const date = new Date(`${agencyToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const event = (playerId: string, title: string, date: string) =>
  make.create("/api/events", { playerId, type: "Entrenamiento", title, date, time: "10:00" });
const image = async (playerId: string) =>
  json<{ image: PlayerImage }>(
    await t.request("/api/ai/campaign-image", {
      method: "POST",
      cookie: agent,
      json: {
        prompt: "Mensaje: A por todas",
        playerId,
        campaignType: "victory-celebration",
        aspectRatio: "1:1",
        quality: "standard",
        style: "dramatic",
      },
    }),
  );

describe("the player's app reads only the player's own records", () => {
  it("answers the agenda, sponsorships and images of the session's player, and nobody else's", async () => {
    const player = await make.player({ name: "Nico Propio" });
    const other = await make.player({ name: "Otro Ajeno" });
    const brand = await make.brand({ name: "Botas Propias" });
    await make.deal(player.id, brand.id, { stage: "Negociación", fee: "80.000€", deliverables: ["Post"] });
    await make.deal(other.id, brand.id, { stage: "Activa", fee: "1.000.000€" });
    await event(player.id, "Sesión de fotos", daysFromToday(3));
    await event(player.id, "Rueda de prensa pasada", daysFromToday(-4));
    await event(other.id, "Evento de otro", daysFromToday(2));
    const mine = (await image(player.id)).image;
    const theirs = (await image(other.id)).image;
    const cookie = await playerSession(t, agent, player.id);

    const agenda = await json<PlayerAgenda>(await t.request("/api/app/agenda", { cookie }));
    expect(agenda.upcoming.map((item) => item.title)).toEqual(["Sesión de fotos"]);
    expect(agenda.past.map((item) => item.title)).toEqual(["Rueda de prensa pasada"]);

    const { items: deals } = await json<{ items: PlayerDeal[] }>(await t.request("/api/app/deals", { cookie }));
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ brandName: "Botas Propias", fee: "80.000€", stage: "Negociación" });
    // The agency's side of the deal is not the player's to read.
    expect(deals[0]).not.toHaveProperty("commissionPercent");

    const { items: images } = await json<{ items: PlayerImage[] }>(await t.request("/api/app/images", { cookie }));
    expect(images.map((item) => item.id)).toEqual([mine.id]);
    const file = await t.request(images[0]!.imageUrl, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect((await t.request(`/api/app/images/${theirs.id}/file`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/campaign-images/${mine.id}/file`, { cookie })).status).toBe(403);
    for (const path of ["/api/app/agenda", "/api/app/deals", "/api/app/images"]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { cookie: agent })).status).toBe(403);
    }
  });

  it("shows on Inicio what waits for the player's decision", async () => {
    const player = await make.player();
    const brand = await make.brand();
    const deal = await make.deal(player.id, brand.id, { stage: "Negociación", type: "Patrocinio", fee: "5.000€" });
    const cookie = await playerSession(t, agent, player.id);
    const before = await json<PlayerHome>(await t.request("/api/app/home", { cookie }));
    expect(before.waiting).toEqual({ count: 0, items: [] });
    await json<Approval>(
      await t.request("/api/approvals", {
        method: "POST",
        cookie: agent,
        json: { recordType: "deal", recordId: deal.id },
      }),
      201,
    );
    const after = await json<PlayerHome>(await t.request("/api/app/home", { cookie }));
    expect(after.waiting.count).toBe(1);
    expect(after.waiting.items[0]).toMatchObject({ recordType: "deal", recordId: deal.id, status: "pending" });
  });

  it("talks with the player about their own data only, whatever the request says", async () => {
    const player = await make.player({ name: "Iker Hablador" });
    const other = await make.player({ name: "Pau Silencioso" });
    const cookie = await playerSession(t, agent, player.id);
    const chat = (content: string, extra: Record<string, unknown> = {}) =>
      t.request("/api/ai/chat", { method: "POST", cookie, json: { messages: [{ role: "user", content }], ...extra } });

    // Asked in agent mode about another player, it still answers in player mode, to this player.
    const greeting = await readChatStream(await chat("hola", { role: "agent", playerData: [{ id: other.id }] }));
    expect(greeting.text).toContain("¡Hola, Iker!");
    const about = await readChatStream(await chat("¿Cuántos seguidores tiene Pau Silencioso?"));
    expect(about.text).toContain("Solo puedo hablar de tus propios datos, Iker");
    const ranking = await readChatStream(await chat("¿Quién tiene más seguidores?", { role: "agent" }));
    expect(ranking.text).toContain("no comparo con otros jugadores");
    expect((await t.request("/api/ai/engine", { cookie })).status).toBe(200);
    expect((await t.request("/api/ai/actions/confirm", { method: "POST", cookie, json: { token: "x" } })).status).toBe(
      403,
    );
  });
});

describe("the player is told on their phone when something waits", () => {
  it("pushes each new question once to the player's own devices, and retries when no device took it", async () => {
    const player = await make.player();
    const brand = await make.brand({ name: "Relojes Aviso" });
    const deal = await make.deal(player.id, brand.id, { stage: "Negociación", type: "Patrocinio", fee: "9.000€" });
    const cookie = await playerSession(t, agent, player.id);
    const phone = service.newDevice();
    const saved = await t.request("/api/push/subscriptions", { method: "POST", cookie, json: phone.subscription });
    expect(saved.status).toBe(201);
    // The player's devices are theirs: the agent's list does not show them.
    expect((await json<PushStatus>(await t.request("/api/push", { cookie }))).devices).toHaveLength(1);
    expect((await json<PushStatus>(await t.request("/api/push", { cookie: agent }))).devices).toHaveLength(0);

    phone.answer(500);
    await t.request("/api/approvals", {
      method: "POST",
      cookie: agent,
      json: { recordType: "deal", recordId: deal.id },
    });
    expect(await sweepApprovalPushes(t.database.db, pusher())).toBe(0);
    expect(phone.messages()).toEqual([]);

    phone.answer(201);
    expect(await sweepApprovalPushes(t.database.db, pusher())).toBe(1);
    expect(phone.messages()).toEqual([
      expect.objectContaining({
        title: "Palco: tienes algo que aprobar",
        body: "Patrocinio con Relojes Aviso",
        url: "/app/aprobaciones",
      }),
    ]);
    // Told once.
    expect(await sweepApprovalPushes(t.database.db, pusher())).toBe(0);
    expect(phone.messages()).toHaveLength(1);
  });
});
