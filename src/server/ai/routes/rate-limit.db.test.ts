import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientIp } from "../../auth/routes";
import { createTestApp, TEST_AGENT, type TestApp } from "../../test/test-app";

const wrongSignIn = (t: TestApp, forwardedFor: string) =>
  t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "x-forwarded-for": forwardedFor, "x-palco-client-ip": "1.2.3.4" },
    json: { email: TEST_AGENT.email, password: "intento-equivocado" },
  });

async function statusesOf(t: TestApp, forwardedFor: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await wrongSignIn(t, forwardedFor(i))).status);
  return statuses;
}

describe("without a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.signIn();
  });
  afterAll(() => t.close());

  it("rate-limits sign-in attempts per client address, ignoring forwarded headers", async () => {
    const statuses = await statusesOf(t, () => "10.0.0.1");
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("behind one trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxyHops: 1 });
    await t.signIn();
  });
  afterAll(() => t.close());

  it("takes the address the proxy appended, so a spoofed leftmost X-Forwarded-For still hits the limit", async () => {
    const statuses = await statusesOf(t, (attempt) => `203.0.113.${attempt}, 198.51.100.7`);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

it("counts proxies from the right", () => {
  expect(clientIp("1.1.1.1, 2.2.2.2, 3.3.3.3", "10.0.0.1", 1)).toBe("3.3.3.3");
  expect(clientIp("1.1.1.1, 2.2.2.2, 3.3.3.3", "10.0.0.1", 2)).toBe("2.2.2.2");
  expect(clientIp("3.3.3.3", "10.0.0.1", 2)).toBe("3.3.3.3");
  expect(clientIp("1.1.1.1", "10.0.0.1", 0)).toBe("10.0.0.1");
  expect(clientIp(undefined, "10.0.0.1", 1)).toBe("10.0.0.1");
});
