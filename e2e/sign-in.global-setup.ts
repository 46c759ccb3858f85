import { request, type FullConfig } from "@playwright/test";

import { AGENT_STORAGE_STATE, E2E_AGENT } from "./fixtures/agent";

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
    await api.storageState({ path: AGENT_STORAGE_STATE });
  } finally {
    await api.dispose();
  }
}
