import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { TEAM_MESSAGES, type Member, type Team } from "../../../shared/schemas/team";
import { createApp } from "../../app";
import { createAuth } from "../../auth/auth";
import { listenForRevocations, type RevocationListener } from "../../auth/revocation-listener";
import { SessionCache } from "../../auth/session-cache";
import { localStorage } from "../../storage/local-storage";
import { fixtures } from "../../test/fixtures";
import { MEMBER_PASSWORD, memberSession } from "../../test/member-session";
import { createTestApp, TEST_AGENT, TEST_ORIGIN, type TestApp } from "../../test/test-app";

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
});
afterAll(() => t.close());

const tokenOf = (url: string) => url.split("#")[1] ?? "";
const invite = (json: unknown, cookie = owner) => t.request("/api/team/invitations", { method: "POST", cookie, json });
const join = (json: unknown) => t.request("/api/team/accept", { method: "POST", json });
const signIn = (email: string, password = MEMBER_PASSWORD) =>
  t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });

describe("the team", () => {
  it("starts with the owner, who set Palco up, as dirección", async () => {
    const response = await t.request("/api/team", { cookie: owner });
    expect(response.status).toBe(200);
    const team = (await response.json()) as Team;
    expect(team.members).toEqual([
      expect.objectContaining({
        name: TEST_AGENT.name,
        email: TEST_AGENT.email,
        role: "direccion",
        isOwner: true,
        twoFactorEnabled: false,
      }),
    ]);
    expect(team.members[0]?.lastSeenAt).not.toBeNull();
    expect((await t.request("/api/team")).status).toBe(401);
  });

  it("invites by a one-time link that keeps only its hash, and the person joins signed in", async () => {
    const response = await invite({ email: "Marta.Ruiz@Agencia.test", role: "contabilidad" });
    expect(response.status).toBe(201);
    const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/unirse#[\w-]{43}$/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const stored = await t.database.pool.query("select token_hash, email from team_invitations");
    expect(stored.rows).toEqual([
      { token_hash: expect.not.stringContaining(tokenOf(url)), email: "marta.ruiz@agencia.test" },
    ]);
    const pending = (await (await t.request("/api/team", { cookie: owner })).json()) as Team;
    expect(pending.invitations).toEqual([
      expect.objectContaining({ email: "marta.ruiz@agencia.test", role: "contabilidad" }),
    ]);

    const joined = await join({ token: tokenOf(url), name: "Marta Ruiz", password: MEMBER_PASSWORD });
    expect(joined.status).toBe(200);
    const { member } = (await joined.json()) as { member: { id: string; role: string } };
    expect(member).toMatchObject({ name: "Marta Ruiz", role: "contabilidad" });
    const cookie = joined.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    expect((await t.request("/api/commissions", { cookie })).status).toBe(200);
    // The password is stored as Argon2id and signs her in again.
    const hash = await t.database.pool.query("select password from account where user_id = $1", [member.id]);
    expect(hash.rows[0].password).toMatch(/^\$argon2id\$/);
    expect((await signIn("marta.ruiz@agencia.test")).status).toBe(200);

    expect(await join({ token: tokenOf(url), name: "Otra", password: MEMBER_PASSWORD })).toMatchObject({ status: 410 });
    const again = await invite({ email: "marta.ruiz@agencia.test", role: "lectura" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: TEAM_MESSAGES.emailTaken } });
  });

  it("answers a wrong, an expired or an incomplete link in Spanish", async () => {
    const unknown = await join({ token: "x".repeat(43), name: "Nadie", password: MEMBER_PASSWORD });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: TEAM_MESSAGES.invalid } });

    const { url } = (await (await invite({ email: "tarde@agencia.test", role: "ojeador" })).json()) as { url: string };
    await t.database.pool.query("update team_invitations set expires_at = now() - interval '1 minute'");
    const late = await join({ token: tokenOf(url), name: "Tarde", password: MEMBER_PASSWORD });
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: { message: TEAM_MESSAGES.expired } });

    const short = await join({ token: "abc", name: "", password: "corta" });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: {
        fields: { name: "El nombre es obligatorio", password: "La contraseña debe tener al menos 10 caracteres" },
      },
    });
    const wrong = await invite({ email: "no es un email", role: "jefe" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: { fields: { email: "Introduce un email válido", role: "Elige un rol de la lista" } },
    });
  });

  it("lets only dirección invite, change roles and deactivate; other members read the team", async () => {
    const agent = await memberSession(t, owner, "agente");
    expect((await t.request("/api/team", { cookie: agent.cookie })).status).toBe(200);
    const refused = await invite({ email: "x@agencia.test", role: "direccion" }, agent.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: "Tu rol (Agente) no permite crear el equipo" } });
    const patch = await t.request(`/api/team/${agent.id}`, {
      method: "PATCH",
      cookie: agent.cookie,
      json: { role: "direccion" },
    });
    expect(patch.status).toBe(403);
    expect((await t.request(`/api/team/${agent.id}`, { method: "DELETE", cookie: agent.cookie })).status).toBe(403);

    const scout = await memberSession(t, owner, "ojeador");
    expect((await t.request("/api/team", { cookie: scout.cookie })).status).toBe(200);
  });

  it("changes a member's role, which applies on their next request", async () => {
    const member = await memberSession(t, owner, "contabilidad");
    expect((await t.request("/api/commissions", { cookie: member.cookie })).status).toBe(200);
    const changed = await t.request(`/api/team/${member.id}`, {
      method: "PATCH",
      cookie: owner,
      json: { role: "ojeador" },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Member).role).toBe("ojeador");
    const refused = await t.request("/api/commissions", { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: "Tu rol (Ojeador) no permite ver comisiones" } });
    // The screens read what the new role may do, to leave out the buttons the server would refuse.
    const me = await (await t.request("/api/me", { cookie: member.cookie })).json();
    expect(me).toMatchObject({
      role: "ojeador",
      grants: { players: ["read", "create", "edit", "export"], news: ["read"] },
    });
    expect((me as { grants: Record<string, unknown> }).grants.commissions).toBeUndefined();

    const ownerId = ((await (await t.request("/api/team", { cookie: owner })).json()) as Team).members[0]?.id;
    const demote = await t.request(`/api/team/${ownerId}`, {
      method: "PATCH",
      cookie: owner,
      json: { role: "lectura" },
    });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ error: { message: TEAM_MESSAGES.ownerFixed } });
    expect((await t.request("/api/team/no-such-member", { method: "PATCH", cookie: owner, json: {} })).status).toBe(
      404,
    );
  });

  it("deactivates a member: their sessions and tokens end, they cannot sign in, their players pass on", async () => {
    const make = fixtures(t, owner);
    const player = await make.player({ name: "Jugador Asignado" });
    const leaving = await memberSession(t, owner, "agente");
    const heir = await memberSession(t, owner, "agente");
    await t.database.pool.query(
      "insert into player_assignments (player_id, user_id, kind) values ($1, $2, 'responsible')",
      [player.id, leaving.id],
    );
    const token = await t.request("/api/tokens", {
      method: "POST",
      cookie: leaving.cookie,
      json: { name: "Claude", scope: "read", currentPassword: MEMBER_PASSWORD },
    });
    expect(token.status, await token.clone().text()).toBe(201);

    const gone = await t.request(`/api/team/${leaving.id}?handTo=${heir.id}`, { method: "DELETE", cookie: owner });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toMatchObject({ member: { id: leaving.id, active: false }, handedOver: 1 });
    expect((await t.request("/api/players", { cookie: leaving.cookie })).status).toBe(401);
    const again = await signIn(leaving.email);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ message: expect.stringContaining("desactivado") });
    const tokens = await t.database.pool.query("select count(*)::int as n from api_tokens where user_id = $1", [
      leaving.id,
    ]);
    expect(tokens.rows[0].n).toBe(0);
    const assigned = await t.database.pool.query("select user_id, kind from player_assignments where player_id = $1", [
      player.id,
    ]);
    expect(assigned.rows).toEqual([{ user_id: heir.id, kind: "responsible" }]);
    // Still listed, inactive: their name stays on what they did.
    const team = (await (await t.request("/api/team", { cookie: owner })).json()) as Team;
    expect(team.members.find((member) => member.id === leaving.id)).toMatchObject({ active: false });

    const back = await t.request(`/api/team/${leaving.id}`, { method: "PATCH", cookie: owner, json: { active: true } });
    expect(back.status).toBe(200);
    expect((await signIn(leaving.email)).status).toBe(200);
  });

  it("refuses to deactivate the owner, oneself or to hand over to nobody", async () => {
    const ownerId = ((await (await t.request("/api/team", { cookie: owner })).json()) as Team).members[0]?.id ?? "";
    const boss = await memberSession(t, owner, "direccion");
    const ownerOut = await t.request(`/api/team/${ownerId}`, { method: "DELETE", cookie: boss.cookie });
    expect(ownerOut.status).toBe(409);
    expect(await ownerOut.json()).toMatchObject({ error: { message: TEAM_MESSAGES.ownerFixed } });
    const self = await t.request(`/api/team/${boss.id}`, { method: "DELETE", cookie: boss.cookie });
    expect(await self.json()).toMatchObject({ error: { message: TEAM_MESSAGES.notYourself } });
    const scout = await memberSession(t, owner, "ojeador");
    const nobody = await t.request(`/api/team/${scout.id}?handTo=nadie`, { method: "DELETE", cookie: owner });
    expect(nobody.status).toBe(409);
    expect(await nobody.json()).toMatchObject({ error: { message: TEAM_MESSAGES.handToInactive } });
    expect((await t.request("/api/team/desconocido", { method: "DELETE", cookie: owner })).status).toBe(404);
  });
});

describe("who looks after a player", () => {
  it("names a responsible member and collaborators; every member reads it, dirección alone changes it", async () => {
    const make = fixtures(t, owner);
    const player = await make.player({ name: "Jugador Con Equipo" });
    const agent = await memberSession(t, owner, "agente");
    const scout = await memberSession(t, owner, "ojeador");
    const path = `/api/players/${player.id}/assignment`;
    expect(await (await t.request(path, { cookie: agent.cookie })).json()).toEqual({
      playerId: player.id,
      responsible: null,
      collaborators: [],
    });
    // A scout reaches only the players they follow: this one is nobody's yet.
    expect((await t.request(path, { cookie: scout.cookie })).status).toBe(404);
    const put = (json: unknown, cookie = owner) => t.request(path, { method: "PUT", cookie, json });
    const saved = await put({ responsibleId: agent.id, collaboratorIds: [scout.id, scout.id] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      playerId: player.id,
      responsible: { id: agent.id, name: "Miembro agente" },
      collaborators: [{ id: scout.id, name: "Miembro ojeador" }],
    });
    expect((await put({ responsibleId: scout.id }, agent.cookie)).status).toBe(403);

    const twice = await put({ responsibleId: agent.id, collaboratorIds: [agent.id] });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({
      error: { fields: { collaboratorIds: "El responsable no puede ser también colaborador" } },
    });
    const stranger = await put({ responsibleId: "nadie" });
    expect(await stranger.json()).toMatchObject({
      error: { fields: { responsibleId: "Solo se puede asignar a miembros activos del equipo" } },
    });
    expect((await put({ responsibleId: null, collaboratorIds: [] })).status).toBe(200);
    expect(
      (await t.request("/api/players/00000000-0000-4000-8000-000000000000/assignment", { cookie: owner })).status,
    ).toBe(404);
  });
});

// Two Palco processes on one PostgreSQL, each with its own session cache and listening connection.
describe("a member deactivated on one process", () => {
  let secondListener: RevocationListener;
  let second: ReturnType<typeof createApp>;
  beforeAll(async () => {
    const cache = new SessionCache();
    second = createApp({
      db: t.database.db,
      auth: createAuth({ db: t.database.db, secret: "test-secret-test-secret-test-secret-0123", baseUrl: TEST_ORIGIN }),
      version: "0.0.0-test",
      secret: "x",
      storage: localStorage(t.filesDir),
      sessionCache: cache,
    });
    secondListener = await listenForRevocations(t.database.pool, cache);
  });
  afterAll(() => secondListener.close());

  it("is signed out on the other process within two seconds", async () => {
    const member = await memberSession(t, owner, "asistente");
    const askSecond = () =>
      second.request(`${TEST_ORIGIN}/api/players`, { headers: { Origin: TEST_ORIGIN, Cookie: member.cookie } });
    expect((await askSecond()).status).toBe(200);
    expect((await askSecond()).status).toBe(200);
    expect((await t.request(`/api/team/${member.id}`, { method: "DELETE", cookie: owner })).status).toBe(200);
    const deadline = Date.now() + 2000;
    let status = 200;
    while (Date.now() < deadline && status !== 401) {
      status = (await askSecond()).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });
});
