import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, TEST_AGENT, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.signIn();
});
afterAll(() => t.close());

it("rate-limits sign-in attempts per client address", async () => {
  const attempt = (ip: string) =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "x-forwarded-for": ip, "x-palco-client-ip": "1.2.3.4" },
      json: { email: TEST_AGENT.email, password: "intento-equivocado" },
    });

  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await attempt("10.0.0.1")).status);
  // Without a trusted proxy the app ignores forwarded headers, so every attempt shares one bucket.
  expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
  expect(statuses[10]).toBe(429);
});
