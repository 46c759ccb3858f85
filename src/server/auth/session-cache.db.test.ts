import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, TEST_AGENT, type TestApp } from "../test/test-app";
import type { SessionData } from "./auth";
import { SESSION_CACHE_TTL_MS, SessionCache, sessionCookieValue } from "./session-cache";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.signIn();
});
afterAll(() => t.close());

const signInAgain = async () => {
  const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: TEST_AGENT });
  return response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
};

/** Runs with the session table out of reach: any session query made meanwhile fails the request. */
async function withoutSessionTable<T>(run: () => Promise<T>): Promise<T> {
  await t.database.pool.query('alter table "session" rename to session_hidden');
  try {
    return await run();
  } finally {
    await t.database.pool.query('alter table session_hidden rename to "session"');
  }
}

describe("signed-in requests", () => {
  it("make no session query once the session was checked", async () => {
    const cookie = await signInAgain();
    expect((await t.request("/api/players", { cookie })).status).toBe(200);
    const statuses = await withoutSessionTable(async () =>
      Promise.all([
        t.request("/api/players", { cookie }),
        t.request("/api/me", { cookie }),
        t.request("/api/auth/get-session", { cookie }),
      ]).then((responses) => responses.map((response) => response.status)),
    );
    expect(statuses).toEqual([200, 200, 200]);
  });

  it("still check an unknown cookie against the database", async () => {
    const response = await t.request("/api/players", { cookie: "better-auth.session_token=inventado.firma" });
    expect(response.status).toBe(401);
  });

  it("stop working at once after sign-out on this process", async () => {
    const cookie = await signInAgain();
    expect((await t.request("/api/players", { cookie })).status).toBe(200);
    expect((await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} })).status).toBe(200);
    expect((await t.request("/api/players", { cookie })).status).toBe(401);
    const session = await t.request("/api/auth/get-session", { cookie });
    expect(await session.json()).toBeNull();
  });

  it("of other sessions stop working at once after a password change that revokes them", async () => {
    const other = await signInAgain();
    const current = await signInAgain();
    expect((await t.request("/api/players", { cookie: other })).status).toBe(200);
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: current,
      json: { currentPassword: TEST_AGENT.password, newPassword: "nueva-contraseña-segura", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await t.request("/api/players", { cookie: other })).status).toBe(401);
    await t.request("/api/auth/change-password", {
      method: "POST",
      cookie:
        changed.headers
          .getSetCookie()
          .map((value) => value.split(";")[0])
          .join("; ") || current,
      json: { currentPassword: "nueva-contraseña-segura", newPassword: TEST_AGENT.password },
    });
  });
});

it("/api/auth/get-session writes nothing to the rate-limit table", async () => {
  const cookie = await signInAgain();
  const count = async () =>
    Number((await t.database.pool.query("select coalesce(sum(count), 0) as n from rate_limit")).rows[0].n);
  const before = await count();
  for (let i = 0; i < 5; i++) await t.request("/api/auth/get-session", { cookie });
  for (let i = 0; i < 3; i++) await t.request("/api/auth/get-session");
  expect(await count()).toBe(before);
});

describe("SessionCache", () => {
  const session = (expiresAt: Date) => ({ session: { expiresAt }, user: {} }) as unknown as SessionData;

  it("forgets a session after its time to live, or when the session itself expires", () => {
    let now = 1_000_000;
    const cache = new SessionCache(() => now);
    cache.set("a.b", session(new Date(now + 60 * 60 * 1000)));
    cache.set("c.d", session(new Date(now + 1000)));
    now += 1001;
    expect(cache.get("a.b")).toBeDefined();
    expect(cache.get("c.d")).toBeUndefined();
    now += SESSION_CACHE_TTL_MS;
    expect(cache.get("a.b")).toBeUndefined();
  });

  it("reads the session cookie, plain or __Secure-", () => {
    expect(sessionCookieValue("a=1; better-auth.session_token=tok.sig; b=2")).toBe("tok.sig");
    expect(sessionCookieValue("__Secure-better-auth.session_token=tok.sig")).toBe("tok.sig");
    expect(sessionCookieValue("otra=1")).toBeUndefined();
    expect(sessionCookieValue(undefined)).toBeUndefined();
  });
});
