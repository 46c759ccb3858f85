import { expect, test } from "../fixtures/test";

test("a player card opens the detail on the reputation tab with measured figures", async ({ page }) => {
  await page.goto("/players");
  await page.getByRole("link", { name: "Álvaro Martín Ruiz" }).click();
  await expect(page).toHaveURL(/\/players\/[0-9a-f-]{36}\/reputation$/);

  await expect(page.getByRole("heading", { level: 1, name: "Álvaro Martín Ruiz" })).toBeVisible();
  await expect(page.getByText("Delantero · CD Alcázar · España")).toBeVisible();
  await expect(page.getByText("45M€")).toBeVisible();
  await expect(page.getByText("4,7 M")).toBeVisible();

  const summary = page.getByTestId("summary-card");
  await expect(summary.filter({ hasText: "Patrocinios" })).toContainText("2 activos");
  await expect(summary.filter({ hasText: "Inversiones" })).toContainText("2 activas");

  const socials = page.getByTestId("social-card");
  await expect(socials).toHaveCount(4);
  await expect(socials.filter({ hasText: "Instagram" })).toContainText("2,3 M");
  for (const text of await socials.allInnerTexts()) {
    const growth = Number(/\+(\d+)% este mes/.exec(text)?.[1]);
    expect(growth).toBeGreaterThanOrEqual(5);
    expect(growth).toBeLessThanOrEqual(19);
  }

  await expect(page.getByText("Promedio de la industria: 4.2%")).toBeVisible();
  // SPEC's figures, now stored with the sample player rather than derived from the global rate.
  const engagement = page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: "Engagement", exact: true }) });
  await expect(engagement).toContainText("Engagement global4.8%");
  await expect(engagement).toContainText("Instagram ER5.6%");
  await expect(engagement).toContainText("TikTok ER6.0%");
  const sentiment = page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: "Sentimiento" }) });
  await expect(sentiment).toContainText("Positivo82%");
  await expect(sentiment).toContainText("Neutral13%");
  await expect(sentiment).toContainText("Negativo5%");
  await expect(page.getByText("Excelente reputación")).toBeVisible();
  await expect(page.getByText("Sin crisis detectadas este mes")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Cobertura Mediática Reciente" })).toBeVisible();
  await expect(page.getByText("Álvaro Martín firma un doblete")).toBeVisible();
  await expect(page.locator(".recharts-line")).toHaveCount(4);
});

test("an unknown player shows 'Jugador no encontrado' and no tabs", async ({ page }) => {
  await page.goto("/players/00000000-0000-4000-8000-000000000000/deals");
  await expect(page.getByText("Jugador no encontrado")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secciones del jugador" })).toHaveCount(0);
  await expect(page.getByText("No hay patrocinios registrados")).toHaveCount(0);
  // And a way back.
  await page.getByRole("link", { name: "Volver a Jugadores" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jugadores" })).toBeVisible();
});
