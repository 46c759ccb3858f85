import { describe, expect, it } from "vitest";

import { DEFAULT_TIME_ZONE, setAgencyTimeZone } from "../../../shared/domain/calendar-day";
import {
  NOTIFICATION_KINDS,
  type AgentSettings,
  type NotificationPreferences,
} from "../../../shared/schemas/agent-settings";
import { useSignedInApp } from "../../test/signed-in-app";
import { TEST_AGENT, TEST_AGENT_LICENCE } from "../../test/test-app";

const t = useSignedInApp();
/** Email and push start off for every kind, until the agent turns one on. */
const NONE_OUTSIDE_THE_APP = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, false]),
) as NotificationPreferences;

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
const errorOf = async (response: Response) => ((await response.json()) as ErrorBody).error;

describe("/api/me", () => {
  it("serves the agency's time zone, so the browser's today is the server's", async () => {
    try {
      setAgencyTimeZone("Atlantic/Canary");
      const me = (await (await t.request("/api/me")).json()) as { timeZone: string };
      expect(me.timeZone).toBe("Atlantic/Canary");
    } finally {
      setAgencyTimeZone(DEFAULT_TIME_ZONE);
    }
  });
});

describe("/api/me/settings", () => {
  it("starts with the account's name and email, no phone and every alert on", async () => {
    const response = await t.request("/api/me/settings");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      profile: { name: TEST_AGENT.name, email: TEST_AGENT.email, phone: "", licenceNumber: TEST_AGENT_LICENCE },
      notifications: {
        crisis: true,
        contracts: true,
        opportunities: true,
        events: true,
        market: true,
        tasks: true,
        money: true,
        approvals: true,
        papers: true,
      },
      emailAlerts: NONE_OUTSIDE_THE_APP,
      pushAlerts: NONE_OUTSIDE_THE_APP,
      digestHour: null,
      commissions: { dealPercent: 10 },
      versions: { profile: 0, commissions: 0 },
    } satisfies AgentSettings);
  });

  it("refuses a profile or commission default saved from an older read of it with 412, and saves from the current one", async () => {
    const read = (await (await t.request("/api/me/settings")).json()) as AgentSettings;
    const profile = { name: TEST_AGENT.name, email: TEST_AGENT.email, phone: "+34 600 000 001" };
    const ifMatch = (version: number) => ({ "If-Match": `"${version}"` });
    const first = await t.request("/api/me/profile", {
      method: "PUT",
      json: profile,
      headers: ifMatch(read.versions.profile),
    });
    expect(first.status).toBe(200);
    const stale = await t.request("/api/me/profile", {
      method: "PUT",
      json: { ...profile, phone: "+34 600 000 002" },
      headers: ifMatch(read.versions.profile),
    });
    expect(stale.status).toBe(412);
    const body = (await stale.json()) as { error: { message: string; current: AgentSettings } };
    expect(body.error.message).toBe("Este registro ha cambiado desde que lo abriste");
    expect(body.error.current.profile.phone).toBe("+34 600 000 001");
    expect(body.error.current.versions).toEqual({
      profile: read.versions.profile + 1,
      commissions: read.versions.commissions,
    });
    const current = await t.request("/api/me/profile", {
      method: "PUT",
      json: { ...profile, phone: "" },
      headers: ifMatch(body.error.current.versions.profile),
    });
    expect(current.status).toBe(200);

    const staleDefault = await t.request("/api/me/commission-defaults", {
      method: "PUT",
      json: { dealPercent: 12 },
      headers: ifMatch(read.versions.commissions + 1),
    });
    expect(staleDefault.status).toBe(412);
  });

  it("keeps each part's version apart: a switch, the menu's colour or the other form never make a form stale", async () => {
    const read = (await (await t.request("/api/me/settings")).json()) as AgentSettings;
    await t.request("/api/me/notifications", { method: "PATCH", json: { crisis: false } });
    await t.request("/api/me/menu-color", { method: "PUT", json: { color: "#123456" } });
    const commission = await t.request("/api/me/commission-defaults", {
      method: "PUT",
      json: { dealPercent: 11 },
      headers: { "If-Match": `"${read.versions.commissions}"` },
    });
    expect(commission.status).toBe(200);
    const profile = await t.request("/api/me/profile", {
      method: "PUT",
      json: { name: TEST_AGENT.name, email: TEST_AGENT.email, phone: "+34 600 000 003" },
      headers: { "If-Match": `"${read.versions.profile}"` },
    });
    expect(profile.status).toBe(200);
    const after = (await (await t.request("/api/me/settings")).json()) as AgentSettings;
    expect(after.versions).toEqual({ profile: read.versions.profile + 1, commissions: read.versions.commissions + 1 });
    expect(after.commissions.dealPercent).toBe(11);
    expect(after.profile.phone).toBe("+34 600 000 003");
    await t.request("/api/me/notifications", { method: "PATCH", json: { crisis: true } });
    await t.request("/api/me/menu-color", { method: "PUT", json: { color: null } });
    await t.request("/api/me/commission-defaults", { method: "PUT", json: { dealPercent: 10 } });
    await t.request("/api/me/profile", {
      method: "PUT",
      json: { name: TEST_AGENT.name, email: TEST_AGENT.email, phone: "" },
    });
  });

  it("needs a session", async () => {
    expect((await t.anonymous("/api/me/settings")).status).toBe(401);
    expect((await t.anonymous("/api/me/profile", { method: "PUT", json: {} })).status).toBe(401);
    expect((await t.anonymous("/api/me/notifications", { method: "PATCH", json: {} })).status).toBe(401);
    expect((await t.anonymous("/api/me/password", { method: "POST", json: {} })).status).toBe(401);
  });
});

describe("PUT /api/me/commission-defaults", () => {
  const save = (json: unknown) => t.request("/api/me/commission-defaults", { method: "PUT", json });

  it("needs a session", async () => {
    expect(
      (await t.anonymous("/api/me/commission-defaults", { method: "PUT", json: { dealPercent: 12 } })).status,
    ).toBe(401);
  });

  it("refuses a percent out of range in Spanish", async () => {
    const response = await save({ dealPercent: 101 });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ dealPercent: "La comisión debe estar entre 0 y 100" });
  });

  it("saves the default that new deals without a percent take", async () => {
    expect(await (await save({ dealPercent: 12.5 })).json()).toEqual({ dealPercent: 12.5 });
    const settings = (await (await t.request("/api/me/settings")).json()) as AgentSettings;
    expect(settings.commissions).toEqual({ dealPercent: 12.5 });
    const make = t.make;
    const [player, brand] = await Promise.all([make.player(), make.brand()]);
    const deal = await make.create<{ id: string; commissionPercent: number }>("/api/deals", {
      playerId: player.id,
      brandId: brand.id,
    });
    expect(deal.commissionPercent).toBe(12.5);
    await save({ dealPercent: 10 });
  });
});

describe("PUT /api/me/profile", () => {
  const save = (json: unknown) => t.request("/api/me/profile", { method: "PUT", json });

  it("refuses a bad email, a bad phone and a blank name in Spanish", async () => {
    const response = await save({ name: " ", email: "laura@", phone: "llámame", licenceNumber: "<script>" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      name: "El nombre es obligatorio",
      email: "Introduce un email válido",
      phone: "Introduce un teléfono válido, por ejemplo +34 600 123 456",
      licenceNumber: "El número de licencia solo admite letras, números, espacios, puntos, barras y guiones",
    });
  });

  it("saves name, email (lower-cased) and phone; /api/me and the sign-in follow", async () => {
    const response = await save({
      name: " Laura Gómez Ruiz ",
      email: "Laura.Gomez@Palco.test",
      phone: "+34 600 12 34 56",
      licenceNumber: " 202301-1234 ",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: "Laura Gómez Ruiz",
      email: "laura.gomez@palco.test",
      phone: "+34 600 12 34 56",
      licenceNumber: "202301-1234",
    });
    const me = (await (await t.request("/api/me")).json()) as { name: string; email: string };
    expect(me).toMatchObject({ name: "Laura Gómez Ruiz", email: "laura.gomez@palco.test" });
    const settings = (await (await t.request("/api/me/settings")).json()) as AgentSettings;
    expect(settings.profile).toMatchObject({ phone: "+34 600 12 34 56", licenceNumber: "202301-1234" });

    const signIn = await t.anonymous("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "laura.gomez@palco.test", password: TEST_AGENT.password },
    });
    expect(signIn.status).toBe(200);
    await save({ name: TEST_AGENT.name, email: TEST_AGENT.email, phone: "" });
  });
});

describe("PATCH /api/me/notifications", () => {
  it("saves one switch at a time and keeps the others", async () => {
    const response = await t.request("/api/me/notifications", { method: "PATCH", json: { events: false } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      crisis: true,
      contracts: true,
      opportunities: true,
      events: false,
      market: true,
      tasks: true,
      money: true,
      approvals: true,
      papers: true,
    });
    const again = await t.request("/api/me/notifications", {
      method: "PATCH",
      json: { crisis: false, events: true },
    });
    expect(await again.json()).toEqual({
      crisis: false,
      contracts: true,
      opportunities: true,
      events: true,
      market: true,
      tasks: true,
      money: true,
      approvals: true,
      papers: true,
    });
  });

  it("refuses what is not a switch", async () => {
    const response = await t.request("/api/me/notifications", { method: "PATCH", json: { crisis: "sí" } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("Debe ser verdadero o falso");
    const unknown = await t.request("/api/me/notifications", { method: "PATCH", json: { sms: true } });
    expect((await errorOf(unknown)).message).toBe("Campos no permitidos: sms");
  });
});

describe("POST /api/me/password", () => {
  const change = (json: unknown, session = t.cookie) =>
    t.request("/api/me/password", { method: "POST", cookie: session, json });

  it("checks the new password's length, that it changes, and the current one", async () => {
    expect((await errorOf(await change({ currentPassword: TEST_AGENT.password, newPassword: "corta" }))).message).toBe(
      "La nueva contraseña debe tener al menos 10 caracteres",
    );
    expect(
      (await errorOf(await change({ currentPassword: TEST_AGENT.password, newPassword: TEST_AGENT.password }))).message,
    ).toBe("La nueva contraseña debe ser distinta de la actual");
    const wrong = await change({ currentPassword: "no-es-la-buena", newPassword: "otra-contraseña-larga" });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({
      message: "La contraseña actual no es correcta",
      fields: { currentPassword: "La contraseña actual no es correcta" },
    });
  });

  it("changes it, keeps this browser signed in and signs every other session out", async () => {
    const otherDevice = await t.signIn();
    expect((await t.request("/api/me", { cookie: otherDevice })).status).toBe(200);

    const response = await change({ currentPassword: TEST_AGENT.password, newPassword: "nueva-contraseña-segura" });
    expect(response.status).toBe(204);
    const renewed = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(renewed).toContain("better-auth.session_token=");

    expect((await t.request("/api/me", { cookie: renewed })).status).toBe(200);
    expect((await t.request("/api/me", { cookie: otherDevice })).status).toBe(401);
    const oldPassword = await t.anonymous("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: TEST_AGENT.email, password: TEST_AGENT.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.anonymous("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: TEST_AGENT.email, password: "nueva-contraseña-segura" },
    });
    expect(newPassword.status).toBe(200);
    t.cookie = renewed;
  });
});

describe("what a password change and a writing token ask for", () => {
  const app = useSignedInApp();

  const createToken = (json: unknown) => app.request("/api/tokens", { method: "POST", json });
  const feedUrl = async () => ((await (await app.request("/api/calendar/feed")).json()) as { url: string }).url;

  it("asks for the current password before making any token, a read-only one included", async () => {
    for (const scope of ["read", "write"]) {
      const missing = await createToken({ name: "Sin contraseña", scope });
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).fields).toEqual({
        currentPassword: "Escribe tu contraseña actual para crear el token",
      });
      const wrong = await createToken({ name: "Mala", scope, currentPassword: "no-es-la-buena" });
      expect((await errorOf(wrong)).fields).toEqual({ currentPassword: "La contraseña actual no es correcta" });
    }
    expect((await createToken({ name: "Lectura", scope: "read", currentPassword: TEST_AGENT.password })).status).toBe(
      201,
    );
    expect(
      (await createToken({ name: "Escritura", scope: "write", currentPassword: TEST_AGENT.password })).status,
    ).toBe(201);
  });

  it("revokes every token and changes the feed's address with the password, unless told not to", async () => {
    const oldFeed = await feedUrl();
    const response = await app.request("/api/me/password", {
      method: "POST",
      json: { currentPassword: TEST_AGENT.password, newPassword: "otra-contraseña-segura" },
    });
    expect(response.status).toBe(204);
    app.cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // A read-only token reads the whole agency: it goes too.
    expect((await (await app.request("/api/tokens")).json()) as unknown[]).toEqual([]);
    expect(await feedUrl()).not.toBe(oldFeed);
    expect((await app.anonymous(new URL(oldFeed).pathname)).status).toBe(404);

    expect(
      (await createToken({ name: "Otra", scope: "write", currentPassword: "otra-contraseña-segura" })).status,
    ).toBe(201);
    const kept = await feedUrl();
    const keeping = await app.request("/api/me/password", {
      method: "POST",
      json: {
        currentPassword: "otra-contraseña-segura",
        newPassword: "tercera-contraseña-segura",
        revokeAccess: false,
      },
    });
    expect(keeping.status).toBe(204);
    app.cookie = keeping.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(((await (await app.request("/api/tokens")).json()) as unknown[]).length).toBe(1);
    expect(await feedUrl()).toBe(kept);
  });

  it("refuses the eleventh password attempt in a minute with 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await app.request("/api/me/password", {
        method: "POST",
        json: { currentPassword: "mal", newPassword: "cualquier-contraseña" },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await errorOf(response)).message).toBe("Demasiados intentos. Espera un minuto y vuelve a intentarlo.");
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)).toBe(429);
  });
});
