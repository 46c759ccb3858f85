import { agentTotpCode, E2E_AGENT } from "./fixtures/agent";
import { expectNoSeriousViolation, expectNoViolation } from "./fixtures/axe";
import { expect, test } from "./fixtures/test";

test.use({ storageState: { cookies: [], origins: [] } });

test("signed-out visitors see the landing page and are sent to /login", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Elite Management")).toBeVisible();
  await page.getByRole("link", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/brands");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbrands$/);
});

test("wrong credentials are refused, right ones sign in, and Cerrar sesión signs out", async ({ page }) => {
  await page.goto("/deals");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();

  await page.getByLabel("Email").fill(E2E_AGENT.email);
  await page.getByLabel("Contraseña").fill("contraseña-equivocada");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("Email o contraseña incorrectos")).toBeVisible();

  await page.getByLabel("Contraseña").fill(E2E_AGENT.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  // Dirección signs in with a second factor: the password alone opens the code's step, not the app.
  const step = page.getByRole("form", { name: "Verificación en dos pasos" });
  await expect(step.getByText("Abre tu app de autenticación y escribe el código de 6 cifras de Palco.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await step.getByRole("button", { name: "Verificar" }).click();
  await expect(step.getByText("Escribe el código", { exact: true })).toBeVisible();
  await step.getByLabel("Código de verificación").fill("000000");
  await step.getByRole("button", { name: "Verificar" }).click();
  await expect(step.getByRole("alert")).toHaveText("El código no es correcto o ha caducado");
  await expectNoViolation(page, "form");
  await step.getByLabel("Código de verificación").fill(await agentTotpCode());
  await step.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByRole("heading", { name: "Pipeline de Patrocinios" })).toBeVisible();
  await expect(page.getByTestId("signed-in-agent")).toContainText(E2E_AGENT.name);
  await expect(page.getByTestId("signed-in-agent")).toContainText(E2E_AGENT.email);

  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test("the login form validates before calling the server", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page.getByText("El email es obligatorio")).toBeVisible();
  await expect(page.getByText("La contraseña es obligatoria")).toBeVisible();
});

test("the API answers 401 JSON without a session and health without one", async ({ request }) => {
  const me = await request.get("/api/me");
  expect(me.status()).toBe(401);
  expect(await me.json()).toEqual({ error: { code: "unauthorized", message: "Inicia sesión para continuar" } });

  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
});

test("¿Olvidaste tu contraseña? says how to set a new one from the server, on a phone too", async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/login");
    const toggle = page.getByRole("button", { name: "¿Olvidaste tu contraseña?" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const help = page.getByRole("region", { name: "Recuperar la contraseña" });
    await expect(help).toContainText("npm run reset-password -- tu@email.com");
    await expect(help).toContainText("cierra todas las sesiones abiertas de la cuenta");
    await expectNoSeriousViolation(page);
  }
});
