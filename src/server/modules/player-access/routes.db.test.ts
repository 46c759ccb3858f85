import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCESS_LINK_ERRORS, PLAYER_FORBIDDEN_MESSAGE } from "../../../shared/schemas/player-access";
import { playerMayReach, playerSharedAnswer } from "../../http/player-scope";
import { sessionRoutes } from "../../test/api-routes";
import { fixtures } from "../../test/fixtures";
import { playerSession } from "../../test/player-session";
import { createTestApp, type TestApp } from "../../test/test-app";
import { acceptInvitation } from "./queries";

let t: TestApp;
let agent: string;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signIn();
  make = fixtures(t, agent);
});
afterAll(() => t.close());

const PASSWORD = "mi-contraseña-de-jugador";
const tokenOf = (url: string) => url.split("#")[1] ?? "";
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

async function invite(playerId: string) {
  const response = await t.request(`/api/players/${playerId}/access`, { method: "POST", cookie: agent });
  expect(response.status).toBe(201);
  return (await response.json()) as { url: string; expiresAt: string };
}

const accept = (token: string, password = PASSWORD) =>
  t.request("/api/access/accept", { method: "POST", json: { token, password } });

describe("player access", () => {
  it("gives a one-time link that signs the player in to their own app, and shows it to the agent", async () => {
    const player = await make.player({ name: "Íker Muñoz Sanz" });
    expect(await (await t.request(`/api/players/${player.id}/access`, { cookie: agent })).json()).toMatchObject({
      status: "none",
      username: null,
    });
    const { url, expiresAt } = await invite(player.id);
    expect(url).toMatch(/^http:\/\/localhost:3000\/app\/acceso#[\w-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // Only the token's hash is stored.
    const stored = await t.database.pool.query("select token_hash from player_invitations where player_id = $1", [
      player.id,
    ]);
    expect(stored.rows[0].token_hash).not.toContain(tokenOf(url));
    expect(await (await t.request(`/api/players/${player.id}/access`, { cookie: agent })).json()).toMatchObject({
      status: "invited",
    });

    const accepted = await accept(tokenOf(url));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({
      player: { id: player.id, name: "Íker Muñoz Sanz" },
      username: "iker.munoz.sanz@jugadores.palco",
    });
    const playerCookie = cookieOf(accepted);
    const home = await t.request("/api/app/home", { cookie: playerCookie });
    expect(home.status).toBe(200);
    expect(await home.json()).toMatchObject({ player: { id: player.id, name: "Íker Muñoz Sanz" } });

    // The password is stored as Argon2id, and signs the player in again.
    const hash = await t.database.pool.query(
      `select a.password from account a join "user" u on u.id = a.user_id where u.player_id = $1`,
      [player.id],
    );
    expect(hash.rows[0].password).toMatch(/^\$argon2id\$/);
    const again = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "iker.munoz.sanz@jugadores.palco", password: PASSWORD },
    });
    expect(again.status).toBe(200);

    const access = await (await t.request(`/api/players/${player.id}/access`, { cookie: agent })).json();
    expect(access).toMatchObject({ status: "active", username: "iker.munoz.sanz@jugadores.palco" });
    expect(access.lastUsedAt).not.toBeNull();
  });

  it("refuses a reused, an expired, a replaced and an unknown link, in Spanish", async () => {
    const player = await make.player();
    const first = await invite(player.id);
    const second = await invite(player.id);
    // A new link replaces the unused one.
    expect(await (await accept(tokenOf(first.url))).json()).toMatchObject({
      error: { message: ACCESS_LINK_ERRORS.invalid },
    });
    expect((await accept(tokenOf(second.url))).status).toBe(200);
    const reused = await accept(tokenOf(second.url));
    expect(reused.status).toBe(410);
    expect(await reused.json()).toMatchObject({ error: { message: ACCESS_LINK_ERRORS.used } });

    const third = await invite(player.id);
    await t.database.pool.query(
      "update player_invitations set expires_at = now() - interval '1 minute' where used_at is null and player_id = $1",
      [player.id],
    );
    const expired = await accept(tokenOf(third.url));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ error: { message: ACCESS_LINK_ERRORS.expired } });

    const unknown = await accept("x".repeat(43));
    expect(unknown.status).toBe(404);
    const short = await accept(tokenOf((await invite(player.id)).url), "corta");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { message: "La contraseña debe tener al menos 10 caracteres", fields: { password: expect.any(String) } },
    });
  });

  it("ends the player's sessions at once when the agent removes access", async () => {
    const player = await make.player();
    const playerCookie = await playerSession(t, agent, player.id);
    expect((await t.request("/api/app/home", { cookie: playerCookie })).status).toBe(200);
    expect((await t.request(`/api/players/${player.id}/access`, { method: "DELETE", cookie: agent })).status).toBe(204);
    expect((await t.request("/api/app/home", { cookie: playerCookie })).status).toBe(401);
    expect(await (await t.request(`/api/players/${player.id}/access`, { cookie: agent })).json()).toMatchObject({
      status: "none",
    });
  });

  it("answers 401 without a session, 404 for an unknown player, and keeps the agent out of the player's app", async () => {
    expect((await t.request("/api/players/00000000-0000-4000-8000-000000000000/access")).status).toBe(401);
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await t.request("/api/players/00000000-0000-4000-8000-000000000000/access", {
        method,
        cookie: agent,
      });
      expect(response.status).toBe(404);
    }
    expect((await t.request("/api/players/no-es-un-id/access", { cookie: agent })).status).toBe(404);
    expect((await t.request("/api/app/home", { cookie: agent })).status).toBe(403);
  });

  it("refuses a player session every agency route with 403, whatever route it is", async () => {
    const player = await make.player();
    const other = await make.player();
    const playerCookie = await playerSession(t, agent, player.id);
    const routes = sessionRoutes(t).filter((route) => !route.path.startsWith("/api/app/"));
    expect(routes.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:[A-Za-z]+/g, other.id).replace(/\*$/, "x");
      const response = await t.request(path, {
        method: route.method,
        cookie: playerCookie,
        // A shared route gets a well-formed answer, so that what it refuses is the other player's record.
        ...(["POST", "PATCH", "PUT"].includes(route.method)
          ? { json: playerMayReach(route.method, path) ? { status: "approved" } : {} }
          : {}),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      const shared = playerSharedAnswer(route.method, path);
      // The routes about the session's own user (the assistant, its devices) are tested in player-app.db.test.ts.
      if (shared === "self") {
        if (response.status === 403) answers.push(`${route.method} ${route.path}: ${response.status}`);
        continue;
      }
      // The few routes a player shares with the agent about records answer 404 for another player's record.
      const expected = shared === "record" ? 404 : 403;
      const refused = expected === 404 || body.error?.message === PLAYER_FORBIDDEN_MESSAGE;
      if (response.status !== expected || !refused) answers.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(answers).toEqual([]);
  });
});

describe("guessing a player's link", () => {
  it("checks the token before hashing any password, and is limited like sign-in", async () => {
    // Found with 300 guesses raising the agent's response time eightfold: every guess hashed its password first.
    let hashed = 0;
    const outcome = await acceptInvitation(t.database.db, "token-inventado", async () => {
      hashed += 1;
      return "nunca";
    });
    expect(outcome).toEqual({ ok: false, reason: "invalid" });
    expect(hashed).toBe(0);

    await t.database.pool.query("delete from rate_limit where key like 'palco:access-accept:%'");
    const answers = [];
    for (let guess = 0; guess < 11; guess++) answers.push((await accept(`adivinado-${guess}`)).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
    const limited = await accept("otro-mas");
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(
      "Demasiados intentos con este enlace. Espera un minuto y vuelve a intentarlo.",
    );
    await t.database.pool.query("delete from rate_limit where key like 'palco:access-accept:%'");
  });
});
