import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "../app";
import { localStorage } from "../storage/local-storage";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app";
import { createAuth } from "./auth";
import { listenForRevocations, type RevocationListener } from "./revocation-listener";
import { SessionCache } from "./session-cache";

const waitUntil = async (check: () => Promise<boolean>, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

// Two Palco processes on one PostgreSQL: each with its own session cache and its own listening connection.
describe("a session revoked on one process", () => {
  let first: TestApp;
  let secondCache: SessionCache;
  let firstListener: RevocationListener;
  let secondListener: RevocationListener;
  let second: ReturnType<typeof createApp>;
  beforeAll(async () => {
    first = await createTestApp();
    secondCache = new SessionCache();
    const auth = createAuth({
      db: first.database.db,
      secret: "test-secret-test-secret-test-secret-0123",
      baseUrl: TEST_ORIGIN,
    });
    second = createApp({
      db: first.database.db,
      auth,
      version: "0.0.0-test",
      secret: "x",
      storage: localStorage(first.filesDir),
      sessionCache: secondCache,
    });
    firstListener = await listenForRevocations(first.database.pool, new SessionCache());
    secondListener = await listenForRevocations(first.database.pool, secondCache);
  });
  afterAll(async () => {
    await firstListener.close();
    await secondListener.close();
    await first.close();
  });

  const askSecond = (cookie: string) =>
    second.request(`${TEST_ORIGIN}/api/me`, { headers: { Origin: TEST_ORIGIN, Cookie: cookie } });

  it("stops working on the other process within two seconds of the sign-out", async () => {
    const cookie = await first.signIn();
    // The second process checks the session once and then trusts its cache.
    expect((await askSecond(cookie)).status).toBe(200);
    expect((await askSecond(cookie)).status).toBe(200);

    const out = await first.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await waitUntil(async () => (await askSecond(cookie)).status === 401, 2000)).toBe(true);
  });

  it("trusts no cached session while it cannot hear revocations", async () => {
    const cookie = await first.signIn();
    expect((await askSecond(cookie)).status).toBe(200);
    secondCache.setTrusted(false);
    // Deleted behind the listener's back: an untrusted cache asks the database and sees it gone.
    await first.database.pool.query("alter table session disable trigger session_revoked_notify");
    await first.database.pool.query("delete from session");
    await first.database.pool.query("alter table session enable trigger session_revoked_notify");
    expect((await askSecond(cookie)).status).toBe(401);
  });
});
