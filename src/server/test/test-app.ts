import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";

import { createApp, type AppDeps } from "../app";
import { createAuth } from "../auth/auth";
import type { SingleSignOn } from "../auth/single-sign-on";
import { user } from "../auth/table";
import { localStorage } from "../storage/local-storage";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_AGENT = { name: "Laura Gómez", email: "laura@palco.test", password: "contraseña-segura" };
/** The owner's FIFA licence: a licensed agent, as the rule of art. 11 asks of whoever signs mandates and moves deals. */
export const TEST_AGENT_LICENCE = "202301-0001";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestAppOptions = Partial<
  Pick<AppDeps, "trustProxyHops" | "publicUrl" | "storage" | "ai" | "mailer" | "pusher" | "verifactuUrl" | "seal"> & {
    singleSignOn: SingleSignOn;
  }
>;

/** The real Hono app on its own fresh database, plus helpers to call it as a browser would. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database: TestDatabase = await createTestDatabase();
  const secret = "test-secret-test-secret-test-secret-0123";
  const auth = createAuth({
    db: database.db,
    secret,
    baseUrl: TEST_ORIGIN,
    mailer: options.mailer,
    singleSignOn: options.singleSignOn,
  });
  const filesDir = mkdtempSync(path.join(tmpdir(), "palco-files-"));
  const storage = options.storage ?? localStorage(filesDir);
  const app = createApp({ db: database.db, auth, version: "0.0.0-test", secret, ...options, storage });

  const request = (path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Origin", TEST_ORIGIN);
    if (init.cookie) headers.set("Cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body }));
  };

  /** Creates the agent account (first call only) and returns a session cookie for it. */
  const signIn = async (agent = TEST_AGENT): Promise<string> => {
    const existing = await request("/api/setup").then(
      (response) => response.json() as Promise<{ needsSetup: boolean }>,
    );
    const path = existing.needsSetup ? "/api/auth/sign-up/email" : "/api/auth/sign-in/email";
    const response = await request(path, { method: "POST", json: agent });
    if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
    if (existing.needsSetup)
      await database.db.update(user).set({ licenceNumber: TEST_AGENT_LICENCE }).where(eq(user.email, agent.email));
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
    return cookies.join("; ");
  };

  const close = async () => {
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  };
  return { app, auth, database, storage, filesDir, request, signIn, close };
}
