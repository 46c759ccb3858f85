import { afterAll, beforeAll } from "vitest";

import { loadSampleDataIfEmpty } from "../db/seed/load-sample-data";
import { fixtures } from "./fixtures";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";

type RequestInit = Parameters<TestApp["request"]>[1];

export type SignedInApp = Omit<TestApp, "close"> & {
  /** The agent's session cookie; a test that renews the session (a password change) sets the new one. */
  cookie: string;
  /** Records made through the API as the agent. */
  readonly make: ReturnType<typeof fixtures>;
  /** Calls the app as a browser without a session would. */
  anonymous: TestApp["request"];
};

type Setup = {
  /** Loads the SPEC sample data before signing in. */
  sample?: boolean;
};

/**
 * The one call a test file (or describe block) makes: a fresh app on its own database, the agent signed in, closed
 * after the last test. Requests go out with the agent's cookie unless they name another one; `anonymous` sends none.
 * Options may be a function, read when the app starts, for values another `beforeAll` prepares (a fake server's url).
 */
export function useSignedInApp(
  options: TestAppOptions | (() => TestAppOptions) = {},
  { sample = false }: Setup = {},
): SignedInApp {
  let started: { app: TestApp; cookie: string; make: ReturnType<typeof fixtures> } | undefined;
  const current = () => {
    if (!started) throw new Error("useSignedInApp: the app starts in beforeAll; use it inside a test or hook");
    return started;
  };

  beforeAll(async () => {
    const app = await createTestApp(typeof options === "function" ? options() : options);
    if (sample) await loadSampleDataIfEmpty(app.database.db);
    const cookie = await app.signIn();
    started = { app, cookie, make: fixtures(app, cookie) };
  });
  afterAll(async () => {
    await started?.app.close();
    started = undefined;
  });

  return {
    get app() {
      return current().app.app;
    },
    get auth() {
      return current().app.auth;
    },
    get database() {
      return current().app.database;
    },
    get storage() {
      return current().app.storage;
    },
    get filesDir() {
      return current().app.filesDir;
    },
    get cookie() {
      return current().cookie;
    },
    set cookie(renewed: string) {
      const { app } = current();
      started = { app, cookie: renewed, make: fixtures(app, renewed) };
    },
    get make() {
      return current().make;
    },
    request: (path: string, init: RequestInit = {}) =>
      current().app.request(path, { ...init, cookie: init.cookie ?? current().cookie }),
    anonymous: (path: string, init: RequestInit = {}) => current().app.request(path, init),
    signIn: (agent) => current().app.signIn(agent),
  };
}
