import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, TEST_AGENT, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("agent account and sessions", () => {
  it("reports that setup is needed until the agent account exists", async () => {
    const before = await t.request("/api/setup");
    expect(await before.json()).toEqual({ needsSetup: true, sampleDataOffered: true, mail: false, singleSignOn: null });

    const cookie = await t.signIn();
    expect(cookie).toContain("better-auth.session_token=");

    const after = await t.request("/api/setup");
    expect(await after.json()).toEqual({ needsSetup: false, sampleDataOffered: true, mail: false, singleSignOn: null });
  });

  it("refuses a second account", async () => {
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Otro", email: "otro@palco.test", password: "otra-contraseña-larga" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: "Ya existe la cuenta del agente" });
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: TEST_AGENT });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("rejects a wrong password with 401", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: TEST_AGENT.email, password: "no-es-la-contraseña" },
    });
    expect(response.status).toBe(401);
  });

  it("answers 401 JSON on API routes without a session", async () => {
    for (const path of ["/api/me", "/api/anything-else"]) {
      const response = await t.request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: "unauthorized", message: "Inicia sesión para continuar" },
      });
    }
  });

  it("returns the signed-in agent and 404 for unknown API paths", async () => {
    const cookie = await t.signIn();
    const me = await t.request("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ name: TEST_AGENT.name, email: TEST_AGENT.email });

    const missing = await t.request("/api/no-existe", { cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("ends the session on sign-out", async () => {
    const cookie = await t.signIn();
    const signOut = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(signOut.status).toBe(200);
    const me = await t.request("/api/me", { cookie });
    expect(me.status).toBe(401);
  });
});
