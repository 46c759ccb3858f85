import { expect, test as setup } from "@playwright/test";

import { E2E_AGENT } from "./fixtures/agent";

setup("sign in as the agent", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_AGENT.email);
  await page.getByLabel("Contraseña").fill(E2E_AGENT.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().storageState({ path: "test-results/.auth/agent.json" });
});
