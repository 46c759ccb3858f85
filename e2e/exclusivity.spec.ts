import { type APIRequestContext, type Page } from "@playwright/test";

import type { DealStage } from "@shared/domain/enums";

import { uniqueName } from "./fixtures/api";
import { dragCardToColumn } from "./fixtures/board";
import { makeBrand, makeDeal, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

/** A player with an exclusive Activa deal in a sector of its own, and a rival brand of that sector in the stage asked. */
async function clash(request: APIRequestContext, rivalStage: DealStage) {
  const sector = uniqueName("Sector");
  const player = await makePlayer(request, {
    name: uniqueName("Exclusivo"),
    position: "Pivote",
    team: "CD Único",
  });
  const holder = await makeBrand(request, { name: uniqueName("Titular"), sector });
  const rival = await makeBrand(request, { name: uniqueName("Rival"), sector });
  await makeDeal(request, { playerId: player.id, brandId: holder.id, stage: "Activa", exclusive: true });
  const deal = await makeDeal(request, {
    playerId: player.id,
    brandId: rival.id,
    stage: rivalStage,
  });
  return {
    sector,
    player,
    holder,
    rival,
    deal,
    message: `Conflicto de exclusividad: ${player.name} ya tiene un acuerdo exclusivo de ${sector} con ${holder.name}`,
  };
}

const stageOf = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/deals/${id}`)).json()) as { stage: string }).stage;
const useView = (page: Page, view: "Lista" | "Tablero") => page.getByRole("button", { name: view }).click();

test("a clashing prospect shows Posible conflicto, and dragging it to Negociación is refused with the clash named", async ({
  page,
  request,
}) => {
  const setup = await clash(request, "Prospect");
  await page.goto("/deals");
  await useView(page, "Lista");
  const listCard = page.getByTestId("pipeline-deal").filter({ hasText: setup.rival.name });
  await expect(listCard.getByText("Posible conflicto")).toBeVisible();
  await expect(
    page.getByTestId("pipeline-deal").filter({ hasText: setup.holder.name }).getByText("Exclusivo", { exact: true }),
  ).toBeVisible();

  await useView(page, "Tablero");
  const column = (stage: string) => page.getByRole("region", { name: `Columna ${stage}` });
  const card = column("Prospect").getByTestId("board-deal").filter({ hasText: setup.rival.name });
  await expect(card.getByText("Posible conflicto")).toBeVisible();
  await dragCardToColumn(page, card, column("Negociación"));
  await expect(page.getByText(setup.message)).toBeVisible();
  // The card goes back where it was and nothing changed.
  await expect(column("Prospect").getByTestId("board-deal").filter({ hasText: setup.rival.name })).toBeVisible();
  expect(await stageOf(request, setup.deal.id)).toBe("Prospect");
});

test("Nuevo Patrocinio in Negociación against an exclusive deal of the sector is refused with the clash named, and the dialog stays", async ({
  page,
  request,
}) => {
  const setup = await clash(request, "Prospect");
  await page.goto("/deals");
  await page.getByRole("button", { name: "Nuevo Patrocinio" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Patrocinio" });
  await dialog.getByLabel("Jugador").selectOption({ label: setup.player.name });
  await dialog.getByLabel("Marca").selectOption({ label: setup.rival.name });
  await dialog.getByLabel("Etapa").selectOption("Negociación");
  await dialog.getByRole("button", { name: /Crear/ }).click();
  await expect(page.getByText(setup.message)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Etapa")).toHaveValue("Negociación");
});

test("a brand cannot move into a sector where one of its negotiations would clash: the form says why and nothing changes", async ({
  page,
  request,
}) => {
  // Before, the move went through and left two binding deals of one sector; Aprobar then had to refuse them.
  const setup = await clash(request, "Prospect");
  const outsider = await makeBrand(request, {
    name: uniqueName("Recién llegada"),
    sector: uniqueName("Otro sector"),
  });
  const negotiation = await makeDeal(request, {
    playerId: setup.player.id,
    brandId: outsider.id,
    stage: "Negociación",
  });

  await page.goto(`/brands?abrir=${outsider.id}`);
  const dialog = page.getByRole("dialog", { name: "Editar marca" });
  await dialog.getByLabel("Sector").fill(setup.sector);
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText(setup.message)).toBeVisible();
  await expect(dialog).toBeVisible();
  const brand = (await (await request.get(`/api/brands/${outsider.id}`)).json()) as { sector: string };
  expect(brand.sector).not.toBe(setup.sector);
  expect(await stageOf(request, negotiation.id)).toBe("Negociación");
});
