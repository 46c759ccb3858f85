import { type Locator, type Page } from "@playwright/test";

import { proposedOkrQuarter } from "../src/shared/domain/okr-quarter";
import { uniqueName } from "./fixtures/api";
import { expectNoViolation } from "./fixtures/axe";
import { madridDay } from "./fixtures/dates";
import { makeOkr, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

// One screen over one shared list: the tests run in order, and this is the only spec that changes OKRs.
test.describe.configure({ mode: "serial" });

const currentYear = String(new Date().getFullYear());
const card = (page: Page, objective: string) =>
  page.getByTestId("okr-card").filter({ has: page.getByRole("heading", { name: objective, exact: true }) });
const newOkrDialog = (page: Page) => page.getByRole("dialog", { name: "Crear Nuevo OKR" });
const keyResultTitle = (dialog: Locator, number: number) =>
  dialog.getByLabel(`Resultado clave ${number}`, { exact: true });

async function openNewOkr(page: Page) {
  await page.goto("/okrs");
  await expect(page.getByTestId("okr-card").or(page.getByText("No hay OKRs creados todavía")).first()).toBeVisible();
  await page.getByRole("button", { name: "Nuevo OKR" }).click();
  return newOkrDialog(page);
}

test("with no OKRs the screen offers the first one, with the defaults in the dialog", async ({ page, request }) => {
  const existing = (await (await request.get("/api/okrs?limit=200")).json()) as { items: { id: string }[] };
  for (const okr of existing.items) await request.delete(`/api/okrs/${okr.id}`);

  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/okrs?*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/okrs");
  await expect(page.getByRole("heading", { level: 1, name: "OKRs" })).toBeVisible();
  await expect(page.getByText("Gestiona objetivos y resultados clave")).toBeVisible();
  await expect(page.getByText("Cargando OKRs...")).toBeVisible();
  release();
  await expect(page.getByText("No hay OKRs creados todavía")).toBeVisible();

  await page.getByRole("button", { name: "Crear tu primer OKR" }).click();
  const dialog = newOkrDialog(page);
  // The quarter being planned: this one, or the next when this one is nearly over.
  const proposed = proposedOkrQuarter(madridDay());
  await expect(dialog.getByLabel("Trimestre")).toHaveValue(proposed.quarter);
  await expect(dialog.getByLabel("Año")).toHaveValue(String(proposed.year));
  await expect(dialog.getByLabel("Estado")).toHaveValue("active");
  await expect(dialog.getByLabel("Jugador (opcional)")).toHaveValue("");
  await expect(dialog.getByTestId("key-result-row")).toHaveCount(1);
  await expect(dialog.getByLabel("Meta")).toHaveValue("100");
  await expect(dialog.getByLabel("Actual")).toHaveValue("0");
  await expect(dialog.getByLabel("Unidad")).toHaveValue("%");
  await expect(dialog.getByRole("button", { name: /^Quitar resultado clave/ })).toHaveCount(0);

  // The dialog never grows past 90 % of the window: it scrolls inside.
  await page.setViewportSize({ width: 1280, height: 600 });
  const box = await page.getByRole("dialog").boundingBox();
  expect(box!.height).toBeLessThanOrEqual(540 + 1);
});

test("Nuevo OKR: every validation message, trimming, blank rows dropped, then the card", async ({ page }) => {
  const objective = uniqueName("Objetivo");
  const dialog = await openNewOkr(page);
  const create = dialog.getByRole("button", { name: "Crear OKR" });

  await create.click();
  await expect(dialog.getByText("El objetivo es requerido")).toBeVisible();
  await expect(dialog.getByText("Añade al menos un resultado clave")).toBeVisible();

  await dialog.getByLabel("Objetivo").fill(`   ${objective}   `);
  await dialog.getByLabel("Descripción").fill("  Temporada de crecimiento  ");
  await dialog.getByRole("button", { name: "Añadir resultado clave" }).click();
  await expect(dialog.getByTestId("key-result-row")).toHaveCount(2);
  await expect(dialog.getByRole("button", { name: /^Quitar resultado clave/ })).toHaveCount(2);
  await dialog.getByRole("button", { name: "Quitar resultado clave 2" }).click();
  await expect(dialog.getByRole("button", { name: /^Quitar resultado clave/ })).toHaveCount(0);

  await keyResultTitle(dialog, 1).fill("Cerrar acuerdos");
  await dialog.getByLabel("Meta").fill("");
  await dialog.getByLabel("Actual").fill("-2");
  await dialog.getByLabel("Año").fill("");
  await create.click();
  await expect(dialog.getByText("La meta debe ser un número")).toBeVisible();
  await expect(dialog.getByText("El valor actual no puede ser negativo")).toBeVisible();
  await expect(dialog.getByText("El año debe ser un número")).toBeVisible();

  await dialog.getByLabel("Meta").fill("0");
  await create.click();
  await expect(dialog.getByText("La meta debe ser mayor que 0")).toBeVisible();

  await dialog.getByLabel("Año").fill(currentYear);
  await dialog.getByLabel("Trimestre").selectOption("Q3");
  await dialog.getByLabel("Meta").fill("4");
  await dialog.getByLabel("Actual").fill("1");
  await dialog.getByLabel("Unidad").fill("acuerdos");
  await dialog.getByRole("button", { name: "Añadir resultado clave" }).click();
  await create.click();
  await expect(page.getByText("OKR creado exitosamente")).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = card(page, objective);
  await expect(saved).toContainText("Activo");
  await expect(saved).toContainText(`Q3 ${currentYear}`);
  await expect(saved).toContainText("Temporada de crecimiento");
  await expect(saved.getByTestId("key-result")).toHaveCount(1);
  await expect(saved.getByTestId("key-result-figures")).toHaveText("1 / 4 acuerdos");
  await expect(saved.getByTestId("okr-progress")).toHaveText("25%");
});

test("Editar OKR keeps the values, changes status and player, and a check-in moves progress at once", async ({
  page,
  request,
}) => {
  const objective = uniqueName("Editable");
  const player = await makePlayer(request, {
    name: uniqueName("Jugadora OKR"),
    position: "Defensa",
    team: "CD Uno",
  });
  await makeOkr(request, {
    objective,
    quarter: "Q2",
    year: 2026,
    keyResults: [
      { title: "Seguidores nuevos", target: 200000, current: 50000, unit: "seguidores" },
      { title: "Eventos", target: 4, current: 0, unit: "eventos" },
    ],
  });
  await page.goto("/okrs");
  await page.getByRole("button", { name: `Editar ${objective}` }).click();
  const dialog = page.getByRole("dialog", { name: "Editar OKR" });
  await expect(dialog.getByLabel("Objetivo")).toHaveValue(objective);
  await expect(dialog.getByLabel("Trimestre")).toHaveValue("Q2");
  await expect(keyResultTitle(dialog, 2)).toHaveValue("Eventos");
  await dialog.getByLabel("Estado").selectOption("completed");
  await dialog.getByLabel("Jugador (opcional)").selectOption({ label: player.name });
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("OKR actualizado exitosamente")).toBeVisible();
  const edited = card(page, objective);
  await expect(edited).toContainText("Completado");
  await expect(edited).toContainText(player.name);
  await expect(edited.getByTestId("okr-progress")).toHaveText("13%");

  await edited.getByRole("button", { name: "Actualizar Eventos" }).click();
  const value = edited.getByLabel("Valor actual de Eventos");
  await value.fill("-1");
  await value.press("Enter");
  await expect(edited.getByText("El valor actual no puede ser negativo")).toBeVisible();
  await value.fill("3");
  await value.press("Enter");
  await expect(edited.getByTestId("okr-progress")).toHaveText("50%");
  await expect(edited.getByTestId("key-result-figures").nth(1)).toHaveText("3 / 4 eventos");
  await expect(value).toBeHidden();

  await page.reload();
  await expect(card(page, objective).getByTestId("okr-progress")).toHaveText("50%");
  await expect(card(page, objective).getByTestId("key-result-figures").first()).toHaveText(
    "50.000 / 200.000 seguidores",
  );
});

test("deleting asks ¿Eliminar OKR? and removes the card", async ({ page, request }) => {
  const objective = uniqueName("Borrable");
  await makeOkr(request, { objective });
  await page.goto("/okrs");
  await page.getByRole("button", { name: `Eliminar ${objective}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Eliminar OKR?" });
  await expect(confirm).toContainText("Esta acción no se puede deshacer");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("OKR eliminado", { exact: true })).toBeVisible();
  await expect(card(page, objective)).toHaveCount(0);
});

test("the AI writes key results for the objective, after asking for one", async ({ page }) => {
  const dialog = await openNewOkr(page);
  await dialog.getByRole("button", { name: "Generar con IA" }).click();
  await expect(page.getByText("Primero escribe un objetivo")).toBeVisible();
  await expect(dialog.getByLabel("Objetivo")).toBeFocused();

  await dialog.getByLabel("Objetivo").fill("Crecer en Instagram y cerrar patrocinios");
  await dialog.getByRole("button", { name: "Generar con IA" }).click();
  await expect(page.getByText("Resultados clave generados con IA")).toBeVisible();
  const rows = dialog.getByTestId("key-result-row");
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  for (const [index] of (await rows.all()).entries())
    await expect(keyResultTitle(dialog, index + 1)).not.toHaveValue("");
  await expect(dialog.getByRole("button", { name: "Quitar resultado clave 1" })).toBeVisible();
});

test("the AI writes a player's three OKRs and saves them as active OKRs of that player", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Goleador IA"),
    position: "Delantero",
    team: "CD Dos",
    instagramFollowers: 120000,
    engagementRate: 3.1,
  });
  const dialog = await openNewOkr(page);
  await dialog.getByRole("button", { name: "Generar OKRs con IA" }).click();
  await expect(page.getByText("Selecciona un jugador")).toBeVisible();

  await dialog.getByLabel("Jugador (opcional)").selectOption({ label: player.name });
  await dialog.getByLabel("Trimestre").selectOption("Q4");
  const year = await dialog.getByLabel("Año").inputValue();
  await dialog.getByRole("button", { name: "Generar OKRs con IA" }).click();
  await expect(page.getByText(`3 OKRs generados para ${player.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const generated = page.getByTestId("okr-card").filter({ hasText: player.name });
  await expect(generated).toHaveCount(3);
  for (const okr of await generated.all()) {
    await expect(okr).toContainText("Activo");
    await expect(okr).toContainText(`Q4 ${year}`);
  }
});

test("a player deleted meanwhile answers Jugador no encontrado", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Se Va"),
    team: "CD Tres",
  });
  const dialog = await openNewOkr(page);
  await dialog.getByLabel("Jugador (opcional)").selectOption({ label: player.name });
  await request.delete(`/api/players/${player.id}`);
  await dialog.getByRole("button", { name: "Generar OKRs con IA" }).click();
  await expect(page.getByText("Error al generar OKRs")).toBeVisible();
  await expect(page.getByText("Jugador no encontrado")).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("failures keep the input and say so, in a toast and in the console", async ({ page, request }) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  const objective = uniqueName("Sin red");
  await makeOkr(request, { objective });
  const dialog = await openNewOkr(page);
  await page.route("**/api/ai/okr-suggestions", (route) => route.abort());
  await page.route("**/api/okrs", (route) => route.abort());
  await page.route("**/api/okrs/*", (route) =>
    route.request().method() === "DELETE" ? route.abort() : route.continue(),
  );

  await dialog.getByLabel("Objetivo").fill("Objetivo sin conexión");
  await dialog.getByRole("button", { name: "Generar con IA" }).click();
  await expect(page.getByText("Error al generar con IA")).toBeVisible();
  await keyResultTitle(dialog, 1).fill("Resultado");
  await dialog.getByRole("button", { name: "Crear OKR" }).click();
  await expect(page.getByText("Error al guardar OKR")).toBeVisible();
  await expect(dialog.getByLabel("Objetivo")).toHaveValue("Objetivo sin conexión");
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await page.getByRole("button", { name: `Eliminar ${objective}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Error al eliminar OKR")).toBeVisible();

  await page.route("**/api/okrs?*", (route) => route.abort());
  await page.reload();
  // Network failures are retried three times (about 14 s) before the screen gives up.
  await expect(page.getByText("Error al cargar OKRs")).toBeVisible({ timeout: 25_000 });
  await expect(page.getByRole("button", { name: "Reintentar" })).toBeVisible();
  expect(logged.join("\n")).toEqual(expect.stringContaining("Error al guardar OKR"));
  expect(logged.join("\n")).toEqual(expect.stringContaining("Error al eliminar OKR"));
  expect(logged.join("\n")).toEqual(expect.stringContaining("Error al cargar OKRs"));
});

test("the OKR screen and its dialog pass axe, on a phone too", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/okrs");
    await expect(page.getByTestId("okr-card").first()).toBeVisible();
    await expectNoViolation(page);
    await page.getByRole("button", { name: "Nuevo OKR" }).click();
    await expect(newOkrDialog(page)).toBeVisible();
    await expectNoViolation(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
  }
});
