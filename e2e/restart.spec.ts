import { request as playwrightRequest } from "@playwright/test";

import { startOwnServer } from "./fixtures/own-server";
import { expect, test } from "./fixtures/test";

const AGENT = { email: "reinicio@palco.test", password: "reinicio-contraseña", name: "Reinicio" };

test("what the agent creates is still there after a server restart", async ({ browser }) => {
  test.setTimeout(90_000);
  const server = await startOwnServer(2, {
    PALCO_ADMIN_EMAIL: AGENT.email,
    PALCO_ADMIN_PASSWORD: AGENT.password,
    PALCO_ADMIN_NAME: AGENT.name,
  });
  const { baseURL } = server;
  try {
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
    expect(
      (await api.post("/api/auth/sign-in/email", { data: { email: AGENT.email, password: AGENT.password } })).status(),
    ).toBe(200);
    expect(
      (
        await api.post("/api/players", {
          data: { name: "Persistente Pérez", position: "Portero", nationality: "España", team: "CD Disco" },
        })
      ).status(),
    ).toBe(201);
    await api.dispose();

    await server.restart();

    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(AGENT.email);
    await page.getByLabel("Contraseña").fill(AGENT.password);
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/players?q=persistente");
    await expect(page.getByTestId("player-card")).toContainText("Persistente Pérez");
    // The sample data came once, on the first start, and was not loaded again.
    await page.goto("/players");
    await expect(page.getByTestId("player-card")).toHaveCount(4);
    await context.close();
  } finally {
    await server.stop();
  }
});
