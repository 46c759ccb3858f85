import { afterAll, beforeAll, expect, it } from "vitest";

import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { connectDatabase } from "../db/client";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("answers ok with the version without a session", async () => {
  const response = await t.request("/api/health");
  expect(response.status).toBe(200);
  const body = (await response.json()) as { databaseMs: number };
  expect(body).toEqual({ status: "ok", database: "ok", version: "0.0.0-test", databaseMs: expect.any(Number) });
  expect(body.databaseMs).toBeGreaterThan(0);
});

it("answers 503 when the database cannot be reached", async () => {
  const unreachable = connectDatabase("postgres://nobody:nothing@127.0.0.1:1/none");
  const auth = createAuth({ db: unreachable.db, secret: "x".repeat(40), baseUrl: "http://localhost:3000" });
  const app = createApp({ db: unreachable.db, auth, version: "1.2.3", secret: "x".repeat(40), storage: t.storage });
  const response = await app.request("http://localhost:3000/api/health");
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: "error", database: "unavailable", version: "1.2.3" });
  await unreachable.close();
});
