import { expect, test } from "@playwright/test";

import { expectNoSeriousViolation } from "./fixtures/axe";
import { startOwnServer } from "./fixtures/own-server";

test("setup offers the sample portfolio, and clearing it later leaves what the agent created", async ({ browser }) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(3);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/setup");
    await expectNoSeriousViolation(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolation(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const choice = page.getByRole("checkbox", { name: "Cargar datos de ejemplo" });
    await expect(choice).toBeChecked();
    await page.getByLabel("Nombre").fill("Elena Ruiz");
    await page.getByLabel("Email").fill("elena@palco.test");
    await page.getByLabel("Contraseña").fill("contraseña-de-elena");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const banner = page.getByRole("region", { name: "Datos de ejemplo" });
    await expect(banner).toContainText("Estás viendo datos de ejemplo");
    await page.goto("/players");
    await expect(page.getByText("3 jugadores")).toBeVisible();

    // A player of the agent's own, through the form.
    await page.getByRole("button", { name: "Añadir Jugador" }).click();
    const dialog = page.getByRole("dialog", { name: "Añadir Jugador" });
    await dialog.getByLabel("Nombre").fill("Lucía Propia");
    await dialog.getByLabel("Posición").fill("Portera");
    await dialog.getByLabel("Equipo").fill("CD Mía");
    await dialog.getByLabel("Nacionalidad").fill("España");
    await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
    await expect(page.getByText("4 jugadores")).toBeVisible();

    await banner.getByRole("button", { name: "Borrar datos de ejemplo" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Borrar datos de ejemplo?" });
    await expect(confirm).toContainText("Lo que hayas creado o editado se conserva");
    await confirm.getByRole("button", { name: "Borrar datos de ejemplo" }).click();
    await expect(page.getByText("Datos de ejemplo borrados")).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByText("1 jugador", { exact: true })).toBeVisible();
    await expect(page.getByTestId("player-card")).toHaveCount(1);
    await expect(page.getByTestId("player-card")).toContainText("Lucía Propia");
    await page.goto("/brands");
    await expect(page.getByText("Zenit Sport")).toHaveCount(0);

    // Cleared for good: a restart does not bring the sample back.
    await server.restart();
    await page.goto("/players");
    await expect(page.getByText("1 jugador", { exact: true })).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
  }
});
