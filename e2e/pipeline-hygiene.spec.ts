import { type Page } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { onTestDatabase } from "./fixtures/database";
import { makeBrand, makeDeal, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const useList = (page: Page) => page.getByRole("button", { name: "Lista" }).click();

test("a negotiation untouched for 40 days says Sin movimiento on the list and the board, and the filter finds it", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("Quieto"),
    position: "Pivote",
    team: "CD Calma",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Dormida") });
  const deal = await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Negociación",
  });
  await onTestDatabase((client) =>
    client.query("update deals set updated_at = now() - interval '40 days' where id = $1", [deal.id]),
  );

  await page.goto("/deals");
  await useList(page);
  const card = page.getByTestId("pipeline-deal").filter({ hasText: brand.name });
  await expect(card.getByText("Sin movimiento · 40 días")).toBeVisible();

  await page.getByRole("button", { name: "Sin movimiento" }).click();
  await expect(page).toHaveURL(/sinMovimiento=1/);
  await expect(page.getByTestId("pipeline-deal").filter({ hasText: brand.name })).toBeVisible();
  await expect(page.getByTestId("pipeline-deal").getByText(/Sin movimiento/)).toHaveCount(
    await page.getByTestId("pipeline-deal").count(),
  );

  // "Todos" clears every filter, "Sin movimiento" with it.
  await page.getByRole("group", { name: "Filtrar por etapa" }).getByRole("button", { name: "Todos" }).click();
  await expect(page).not.toHaveURL(/sinMovimiento/);
  await expect(page.getByRole("button", { name: "Sin movimiento" })).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("button", { name: "Tablero" }).click();
  await expect(
    page
      .getByRole("region", { name: "Columna Negociación" })
      .getByTestId("board-deal")
      .filter({ hasText: brand.name })
      .getByText("Sin movimiento · 40 días"),
  ).toBeVisible();
});

test("closing a deal with the X asks why, and the card shows the reason", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Cierre"),
    position: "Lateral",
    team: "CD Motivo",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Perdida"), sector: "Bebidas" });
  const deal = await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Negociación",
  });

  await page.goto("/deals?stage=Negociaci%C3%B3n");
  await useList(page);
  await page
    .getByTestId("pipeline-deal")
    .filter({ hasText: brand.name })
    .getByRole("button", { name: /Rechazar patrocinio/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Cerrar patrocinio" });
  await dialog.getByLabel("Motivo de cierre").selectOption("Otro");
  await dialog.getByLabel("Describe el motivo").fill("La marca cambió de agencia");
  await dialog.getByRole("button", { name: "Cerrar patrocinio" }).click();
  await expect(page.getByText("Estado actualizado").first()).toBeVisible();
  await expect
    .poll(
      async () => ((await (await request.get(`/api/deals/${deal.id}`)).json()) as { lostReason: string }).lostReason,
    )
    .toBe("La marca cambió de agencia");

  await page.getByRole("button", { name: "Cerrada", exact: true }).click();
  await expect(page.getByTestId("pipeline-deal").filter({ hasText: brand.name })).toContainText("Motivo de cierre");
  await expect(page.getByTestId("pipeline-deal").filter({ hasText: brand.name })).toContainText(
    "La marca cambió de agencia",
  );
});

test("Cancelar in the closing question leaves the deal where it was", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Duda"),
    position: "Lateral",
    team: "CD Motivo",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Dudosa"), sector: "Bebidas" });
  const deal = await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Negociación",
  });
  await page.goto("/deals?stage=Negociaci%C3%B3n");
  await useList(page);
  await page
    .getByTestId("pipeline-deal")
    .filter({ hasText: brand.name })
    .getByRole("button", { name: /Rechazar patrocinio/ })
    .click();
  await page.getByRole("dialog", { name: "Cerrar patrocinio" }).getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByTestId("pipeline-deal").filter({ hasText: brand.name })).toBeVisible();
  expect(((await (await request.get(`/api/deals/${deal.id}`)).json()) as { stage: string }).stage).toBe("Negociación");
});

test("the history of a deal shows its edits in Spanish", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Historia"),
    position: "Extremo",
    team: "CD Memoria",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Historia"), sector: "Relojería" });
  await makeDeal(request, { playerId: player.id, brandId: brand.id, stage: "Prospect", fee: "300.000€" });
  await page.goto("/deals");
  await useList(page);
  const card = page.getByTestId("pipeline-deal").filter({ hasText: brand.name });
  await card.getByRole("button", { name: "Editar" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar patrocinio" });
  await dialog.getByLabel("Inversión").fill("350.000€");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Patrocinio actualizado")).toBeVisible();

  await card.getByRole("button", { name: "Editar" }).click();
  await page.getByRole("dialog", { name: "Editar patrocinio" }).getByRole("button", { name: "Historial" }).click();
  const entries = page.getByRole("dialog", { name: "Editar patrocinio" }).getByTestId("activity-entry");
  await expect(entries.first()).toContainText("Inversión: 300.000€ → 350.000€");
  await expect(entries.last()).toContainText("creó");

  await page.goto(`/players/${player.id}/history`);
  await expect(page.getByRole("heading", { name: "Historial" })).toBeVisible();
  // The player's history holds the changes of the player's deals too, each naming its record.
  await expect(page.getByTestId("activity-entry").first()).toContainText("modificó patrocinio");
  await expect(page.getByTestId("activity-entry").first()).toContainText("Inversión: 300.000€ → 350.000€");
  await expect(page.getByTestId("activity-entry").last()).toContainText("creó jugador");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Actividad reciente" })).toBeVisible();
});
