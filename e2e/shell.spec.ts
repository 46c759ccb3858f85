import { readFileSync } from "node:fs";

import { firstPlayerId } from "./fixtures/api";
import { expect, test } from "./fixtures/test";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

const links = [
  { name: "Dashboard", url: "/dashboard", heading: "Dashboard" },
  { name: "Jugadores", url: "/players", heading: "Jugadores" },
  { name: "Marcas", url: "/brands", heading: "Marcas" },
  { name: "Patrocinios", url: "/deals", heading: "Pipeline de Patrocinios" },
  { name: "Calendario", url: "/calendar", heading: "Calendario Global" },
  { name: "Objetivos (OKR AI)", url: "/okrs", heading: "OKRs" },
  { name: "Noticias", url: "/news", heading: "Noticias y Clipping" },
  { name: "Documentos", url: "/documents", heading: "Documentos" },
  { name: "Mandatos", url: "/mandates", heading: "Mandatos" },
  { name: "Aprobaciones", url: "/mobile/approvals", heading: "Aprobaciones" },
  { name: "QA Runner", url: "/qa/runner", heading: "QA Runner" },
  { name: "Equipo", url: "/equipo", heading: "Equipo" },
  { name: "Configuración", url: "/settings", heading: "Configuración" },
];

test("the sidebar shows the product, its groups and the version", async ({ page }) => {
  await page.goto("/dashboard");
  const sidebar = page.getByRole("complementary", { name: "Menú lateral" });
  await expect(sidebar.getByText("Palco", { exact: true })).toBeVisible();
  await expect(sidebar.getByText("Elite Management")).toBeVisible();
  await expect(sidebar.getByText("Principal")).toBeVisible();
  await expect(sidebar.getByText("Herramientas")).toBeVisible();
  await expect(sidebar.getByTestId("app-version")).toHaveText(`Versión ${version}`);
  await expect(page.getByText("Visión general de tu cartera de jugadores")).toBeVisible();
});

test("every sidebar link reaches its page and is highlighted there", async ({ page }) => {
  await page.goto("/dashboard");
  const nav = page.getByRole("navigation", { name: "Navegación principal" });
  for (const link of links) {
    await nav.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: link.heading, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute("data-active", "true");
  }
});

test("ctrl+B collapses the sidebar to icons and the state survives a reload", async ({ page }) => {
  await page.goto("/dashboard");
  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await expect(page.getByRole("complementary", { name: "Menú lateral" })).toHaveCSS("width", "256px");

  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await expect(page.getByRole("complementary", { name: "Menú lateral" })).toHaveCSS("width", "48px");
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  // Seven days, give or take the seconds the test takes.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);

  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");

  await page.getByRole("button", { name: "Expandir menú" }).first().click();
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.getByRole("button", { name: "Contraer menú" }).last().click();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("collapsed items show their name as a tooltip", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute("data-state", "collapsed");
  // The tooltips' code arrives after the first paint: a pointer that was already there when it did has to move
  // again, as a person's would.
  await expect(async () => {
    await page.mouse.move(600, 400);
    await page.getByRole("link", { name: "Marcas" }).hover();
    await expect(page.getByRole("tooltip", { name: "Marcas" })).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000 });
});

test("unknown paths show the 404 page and log the path", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/esto-no-existe");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // A signed-in agent keeps the menu: the 404 renders inside the shell.
  await expect(page.getByRole("link", { name: "Jugadores", exact: true })).toBeVisible();
  expect(errors.some((text) => text.includes("/esto-no-existe"))).toBe(true);
  // A Spanish line, and the main screens to go on from.
  await expect(page.getByText("Esta dirección no existe en Palco: quizá cambió o se escribió mal.")).toBeVisible();
  const screens = page.getByRole("navigation", { name: "Pantallas principales" });
  await expect(screens.getByRole("link")).toHaveCount(5);
  await screens.getByRole("link", { name: "Ir a Operaciones" }).click();
  await expect(page).toHaveURL(/\/operations$/);
  await page.goBack();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("player routes default to the reputation tab and route both media spellings", async ({ page, request }) => {
  const id = await firstPlayerId(request, "alvaro");
  await page.goto(`/players/${id}`);
  await expect(page).toHaveURL(new RegExp(`/players/${id}/reputation$`));
  await page.goto(`/players/${id}/overview`);
  await expect(page).toHaveURL(new RegExp(`/players/${id}/reputation$`));
  const tabs = page.getByRole("navigation", { name: "Secciones del jugador" });
  for (const [path, label] of [
    ["calendar", "Calendario"],
    ["deals", "Patrocinios"],
    ["investments", "Inversiones"],
    ["media-lab", "Media Lab"],
    ["medialab", "Media Lab"],
  ]) {
    await page.goto(`/players/${id}/${path}`);
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    await expect(tabs.getByRole("link", { name: label })).toHaveClass(/border-primary/);
  }
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu is an off-canvas drawer", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("complementary", { name: "Menú lateral" })).toBeHidden();

    await page.getByRole("button", { name: "Abrir menú" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS("width", "288px");
    await expect(drawer.getByText("Elite Management")).toBeVisible();

    await drawer.getByRole("link", { name: "Marcas" }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { name: "Marcas" })).toBeVisible();
  });
});
