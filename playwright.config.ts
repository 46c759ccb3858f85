import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

import { AGENT_STORAGE_STATE, E2E_AGENT } from "./e2e/fixtures/agent";
import { E2E_PUSH_SERVICE_ORIGIN } from "./e2e/fixtures/push";
import { OIDC_TEST_CLIENT, OIDC_TEST_LABEL } from "./src/server/test/oidc-test-client";

const port = Number(process.env.E2E_PORT ?? 4173);
const setupPort = port + 1;
const baseURL = `http://localhost:${port}`;
const setupBaseURL = `http://localhost:${setupPort}`;
// The agency's identity provider for single sign-on, on loopback beside the servers.
const oidcIssuer = `http://127.0.0.1:${port + 10}`;

// Chromium's headless shell draws the same pages for about half the CPU of the full browser; only push messaging
// needs the full one. Both come from Debian's packages (.ci/run installs them).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const browser = (executablePath: string) => ({
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // V8's optimising compilers pay off in long sessions, not in pages that live a few seconds: without them
      // (baseline code only) the same tests took 15 % less time, axe's runs included (docs/performance.md).
      "--js-flags=--max-opt=1",
    ],
  },
});
const chromium = browser(process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM));
const fullChromium = browser(FULL_CHROMIUM);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  // Three on two cores: a test waits on its server and its timers part of the time, and a third browser fills that
  // wait (8.2 min against 9.7 with two; four was slower again).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: { trace: "on-first-retry", locale: "es-ES", timezoneId: "Europe/Madrid" },
  // Once the servers answer: the agent's session for the specs that start signed in.
  globalSetup: "./e2e/sign-in.global-setup.ts",
  projects: [
    // Read-only checks of SPEC's figures, on the sample data before any other spec changes it. They only read, so
    // their tests spread over all the workers: the whole round waits for its slowest worker.
    {
      name: "sample-data",
      testMatch: /sample-data\/.*\.spec\.ts/,
      fullyParallel: true,
      use: { ...chromium, baseURL, storageState: AGENT_STORAGE_STATE },
    },
    // Its own server needs nothing of the others, but Playwright runs projects in rounds by dependency: started in
    // the first round, it held the sample-data checks back for its whole length. In the app's round it goes first, as
    // one more file, instead of running alone at the end.
    {
      name: "first-visit",
      testMatch: /first-visit\.spec\.ts/,
      dependencies: ["sample-data"],
      use: { ...chromium, baseURL: setupBaseURL },
    },
    // The Push API exists only in the full browser.
    {
      name: "push",
      testMatch: /push\.spec\.ts/,
      dependencies: ["sample-data"],
      use: { ...fullChromium, baseURL, storageState: AGENT_STORAGE_STATE },
    },
    {
      name: "app",
      testIgnore: [/first-visit\.spec\.ts/, /screenshots\.spec\.ts/, /sample-data\//, /push\.spec\.ts/],
      dependencies: ["sample-data"],
      use: { ...chromium, baseURL, storageState: AGENT_STORAGE_STATE },
    },
    // Only on request (npm run screenshots): pictures to look at, not assertions.
    ...(process.env.PALCO_SCREENSHOTS
      ? [
          {
            name: "screenshots",
            testMatch: /screenshots\.spec\.ts/,
            use: { ...chromium, baseURL, storageState: AGENT_STORAGE_STATE },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx tsx scripts/e2e-oidc-provider.ts ${port + 10} ${baseURL} http://127.0.0.1:${port}`,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/e2e-server.mjs ${port} with-agent`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PALCO_ADMIN_EMAIL: E2E_AGENT.email,
        PALCO_ADMIN_PASSWORD: E2E_AGENT.password,
        PALCO_ADMIN_NAME: E2E_AGENT.name,
        PALCO_PUSH_SERVICES: E2E_PUSH_SERVICE_ORIGIN,
        PALCO_OIDC_ISSUER: oidcIssuer,
        PALCO_OIDC_CLIENT_ID: OIDC_TEST_CLIENT.clientId,
        PALCO_OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.clientSecret,
        PALCO_OIDC_NAME: OIDC_TEST_LABEL,
      },
    },
    {
      command: `node scripts/e2e-server.mjs ${setupPort} first-visit`,
      url: `${setupBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // An agency starting from nothing: no sample portfolio on this server.
      env: { PALCO_SAMPLE_DATA: "false" },
    },
  ],
});
