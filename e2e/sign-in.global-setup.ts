import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { request, type FullConfig } from "@playwright/test";

import { totpCodeFor } from "../src/server/test/totp";
import { AGENT_STORAGE_STATE, AGENT_TOTP_URI, E2E_AGENT } from "./fixtures/agent";

/**
 * Signs the agent in once, over HTTP, before any spec runs: the specs that start signed in read the session from
 * `AGENT_STORAGE_STATE`. A browser project did it first, a round of its own that held every other back while a
 * worker and a browser started for one login; the login screen itself is tested in auth.spec.
 */
export default async function signInAsAgent(config: FullConfig) {
  const baseURL = config.projects.find((project) => project.name === "app")?.use.baseURL;
  if (!baseURL) throw new Error("playwright.config.ts no da la dirección del proyecto app");
  // The auth API takes a sign-in from the app's own origin only, as the browser sends it.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const response = await api.post("/api/auth/sign-in/email", {
      data: { email: E2E_AGENT.email, password: E2E_AGENT.password },
    });
    if (!response.ok())
      throw new Error(`El agente no pudo iniciar sesión: ${response.status()} ${await response.text()}`);
    // The owner is a licensed agent (FIFA art. 11), as the specs that sign mandates and move operations need.
    const me = (await (await api.get("/api/me")).json()) as { id: string };
    const licensed = await api.patch(`/api/team/${me.id}`, { data: { licenceNumber: E2E_AGENT.licenceNumber } });
    if (!licensed.ok()) throw new Error(`No se pudo dar licencia al agente: ${licensed.status()}`);
    // Dirección signs in with a second factor, as its role requires: the specs that sign in through the form read
    // the secret to compute the authenticator app's code.
    const enabled = await api.post("/api/auth/two-factor/enable", { data: { password: E2E_AGENT.password } });
    if (!enabled.ok()) throw new Error(`No se pudo activar la verificación en dos pasos: ${enabled.status()}`);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const verified = await api.post("/api/auth/two-factor/verify-totp", { data: { code: await totpCodeFor(totpURI) } });
    if (!verified.ok()) throw new Error(`El primer código no se aceptó: ${verified.status()}`);
    mkdirSync(path.dirname(AGENT_TOTP_URI), { recursive: true });
    writeFileSync(AGENT_TOTP_URI, totpURI);
    await api.storageState({ path: AGENT_STORAGE_STATE });
  } finally {
    await api.dispose();
  }
}
