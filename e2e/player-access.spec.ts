import { expect, test } from "@playwright/test";

import { expectNoSeriousViolation } from "./fixtures/axe";

test("the agent gives a player access; the player sets a password on a phone and sees their own app", async ({
  page,
  browser,
  baseURL,
}) => {
  const created = await page.request.post("/api/players", {
    data: { name: "Mateo Acceso Prueba", position: "Extremo", nationality: "España", team: "CD Móvil" },
  });
  expect(created.status()).toBe(201);
  const player = (await created.json()) as { id: string };
  await page.request.post("/api/events", {
    data: {
      playerId: player.id,
      type: "Evento",
      title: "Sesión de fotos con Aqualis",
      date: "2099-03-14",
      time: "10:30",
      location: "Madrid",
      status: "pendiente",
    },
  });

  const brand = (await (
    await page.request.post("/api/brands", { data: { name: "Aqualis Prueba Acceso", sector: "Bebidas" } })
  ).json()) as { id: string };
  await page.request.post("/api/deals", {
    data: { playerId: player.id, brandId: brand.id, stage: "Negociación", type: "Patrocinio", fee: "250.000€" },
  });

  await page.goto(`/players/${player.id}/summary`);
  await page.getByRole("button", { name: "Acceso del jugador" }).click();
  const dialog = page.getByRole("dialog", { name: "Acceso de Mateo Acceso Prueba" });
  await expect(dialog.getByText("Todavía no tiene acceso a Palco.")).toBeVisible();
  await dialog.getByRole("button", { name: "Dar acceso al jugador" }).click();
  const link = await dialog.getByLabel("Enlace para el jugador").inputValue();
  expect(link).toMatch(/\/app\/acceso#/);
  await expect(dialog.getByTestId("player-access-status")).toContainText("Tiene un enlace sin usar");

  // The player, on their phone, with no session of the agent's.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, storageState: undefined });
  try {
    const playerPage = await phone.newPage();
    await playerPage.goto(link);
    await expect(playerPage.getByRole("heading", { name: "Crea tu contraseña" })).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await playerPage.getByLabel("Contraseña", { exact: true }).fill("contraseña-del-jugador");
    await playerPage.getByLabel("Repite la contraseña").fill("otra-contraseña");
    await playerPage.getByRole("button", { name: "Entrar en mi app" }).click();
    await expect(playerPage.getByText("Las dos contraseñas no coinciden")).toBeVisible();
    await playerPage.getByLabel("Repite la contraseña").fill("contraseña-del-jugador");
    await playerPage.getByRole("button", { name: "Entrar en mi app" }).click();
    await expect(playerPage.getByRole("heading", { name: "Hola, Mateo Acceso Prueba" })).toBeVisible();
    await expect(playerPage).toHaveURL(/\/app$/);
    await expect(playerPage.getByText("Sesión de fotos con Aqualis")).toBeVisible();
    await expect(playerPage.getByText("Todavía no hay noticias tuyas.")).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    // The agency's screens are not theirs: the console sends them back to their app.
    await playerPage.goto("/dashboard");
    await expect(playerPage).toHaveURL(/\/app$/);

    // The agent asks about the deal; the player answers from their app, and the deal shows it.
    await page.goto(`/players/${player.id}/deals`);
    await page.getByRole("button", { name: "Pedir aprobación al jugador" }).click();
    await expect(page.getByText("Esperando al jugador")).toBeVisible();
    await playerPage.getByRole("link", { name: "Aprobaciones" }).click();
    const question = playerPage.getByTestId("player-question");
    await expect(question.getByText("Patrocinio con Aqualis Prueba Acceso")).toBeVisible();
    await expect(question.getByText("250.000€")).toBeVisible();
    await expectNoSeriousViolation(playerPage);
    await question.getByLabel("Comentario (opcional)").fill("Me encaja");
    await question.getByRole("button", { name: "Aprobar" }).click();
    await expect(playerPage.getByText("No tienes nada pendiente de aprobar.")).toBeVisible();
    await expect(playerPage.getByRole("region", { name: "Historial" }).getByText("«Me encaja»")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Aprobado por el jugador: «Me encaja»")).toBeVisible();

    await page.goto(`/players/${player.id}/summary`);
    await page.getByRole("button", { name: "Acceso del jugador" }).click();
    await expect(page.getByTestId("player-access-status")).toContainText("Tiene acceso a su app");
    await page.getByRole("button", { name: "Quitar acceso" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Quitar acceso" }).click();
    await expect(page.getByText("Acceso quitado")).toBeVisible();

    await playerPage.reload();
    await expect(playerPage).toHaveURL(/\/login/);
  } finally {
    await phone.close();
  }
});
