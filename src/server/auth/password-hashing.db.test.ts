import { hashPassword as legacyScryptHash } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createTestApp, TEST_AGENT, type TestApp } from "../test/test-app";
import { account } from "./table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.signIn();
});
afterAll(() => t.close());

const storedHash = async () => {
  const [row] = await t.database.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.providerId, "credential"));
  return row?.password ?? "";
};

const signIn = (password: string) =>
  t.request("/api/auth/sign-in/email", { method: "POST", json: { email: TEST_AGENT.email, password } });

it("stores new passwords as Argon2id with OWASP's parameters", async () => {
  expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
});

it("accepts an earlier version's scrypt hash and replaces it with Argon2id at the next sign-in", async () => {
  const legacy = await legacyScryptHash(TEST_AGENT.password);
  await t.database.db.update(account).set({ password: legacy }).where(eq(account.providerId, "credential"));

  expect((await signIn("no-es-la-contraseña")).status).toBe(401);
  expect(await storedHash()).toBe(legacy);

  expect((await signIn(TEST_AGENT.password)).status).toBe(200);
  expect(await storedHash()).toMatch(/^\$argon2id\$/);
  expect((await signIn(TEST_AGENT.password)).status).toBe(200);
});
