import { expect, test } from "@playwright/test";

test("the first visit creates the agent account on /setup", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Crear cuenta" })).toBeVisible();

  await page.getByLabel("Nombre").fill("Carlos Vidal");
  await page.getByLabel("Email").fill("carlos@palco.test");
  await page.getByLabel("Contraseña").fill("corta");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("La contraseña debe tener al menos 10 caracteres")).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);

  await page.getByLabel("Contraseña").fill("una-contraseña-larga");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("signed-in-agent")).toContainText("Carlos Vidal");

  // With the account created, /setup is closed and a new visitor is asked to sign in.
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
});
