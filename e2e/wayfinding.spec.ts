import { uniqueName } from "./fixtures/api";
import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

// Each screen's own title, its main landmark and its h1 are checked on every route by the accessibility sweep.

test("a player's pages are titled with their name; an unknown player has a title, a main landmark and an h1", async ({
  page,
  request,
}) => {
  const name = uniqueName("Título Jugador");
  const player = await makePlayer(request, {
    name,
    position: "Lateral",
    team: "CD Títulos",
  });
  await page.goto(`/players/${player.id}/deals`);
  await expect(page).toHaveTitle(`${name} · Palco`);
  await page.goto("/players/00000000-0000-4000-8000-000000000000/reputation");
  await expect(page).toHaveTitle("Jugador no encontrado · Palco");
  await expect(page.getByRole("heading", { level: 1, name: "Jugador no encontrado" })).toBeVisible();
  await expect(page.getByRole("main")).toHaveCount(1);
});

test("the first Tab offers Saltar al contenido, which takes the keyboard past the menu", async ({ page }) => {
  await page.goto("/players");
  await expect(page.getByRole("heading", { level: 1, name: "Jugadores" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#contenido")).toBeFocused();
  await page.keyboard.press("Tab");
  // The next stop is inside the page, not the menu.
  expect(await page.evaluate(() => document.getElementById("contenido")?.contains(document.activeElement))).toBe(true);
});

test("a player's page has its breadcrumb, and on a phone the open tab is scrolled into view", async ({
  page,
  request,
}) => {
  const name = uniqueName("Migas de Pan");
  const player = await makePlayer(request, {
    name,
    position: "Lateral",
    team: "CD Migas",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/players/${player.id}/history`);
  const crumbs = page.getByRole("navigation", { name: "Ruta" });
  await expect(crumbs).toContainText(`Jugadores / ${name}`);
  const tabs = page.getByRole("navigation", { name: "Secciones del jugador" });
  const active = tabs.getByRole("link", { name: "Historial" });
  await expect(active).toHaveAttribute("aria-current", "page");
  await expect
    .poll(async () => {
      const [bar, tab] = await Promise.all([tabs.boundingBox(), active.boundingBox()]);
      return Boolean(bar && tab && tab.x >= bar.x - 1 && tab.x + tab.width <= bar.x + bar.width + 1);
    })
    .toBe(true);
  await crumbs.getByRole("link", { name: "Jugadores" }).click();
  await expect(page).toHaveURL(/\/players$/);
});

test("closing a dialog gives the focus back to the button that opened it", async ({ page }) => {
  await page.goto("/players");
  const open = page.getByRole("button", { name: "Añadir Jugador" });
  await open.click();
  await expect(page.getByRole("dialog", { name: "Añadir Jugador" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Añadir Jugador" })).toBeHidden();
  await expect(open).toBeFocused();
});

test("a link reached with the keyboard shows a focus ring in the content area", async ({ page }) => {
  await page.goto("/players?q=alvaro");
  const link = page.getByRole("link", { name: "Álvaro Martín Ruiz" });
  await link.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
});
