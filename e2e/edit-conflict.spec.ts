import { type Page } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { makeBrand, makeDeal, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

type Deal = { id: string; fee: string; type: string; version: number };

const openDeal = async (page: Page, id: string) => {
  await page.goto(`/deals?abrir=${id}`);
  const dialog = page.getByRole("dialog", { name: "Editar patrocinio" });
  await expect(dialog.getByLabel("Inversión")).not.toHaveValue("");
  return dialog;
};

test("two tabs editing one deal: the later save is stopped, shows what changed and never reverts the fee", async ({
  context,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("Pablo Pestañas"),
    position: "Pivote",
    team: "CD Dos Pestañas",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Concurrente"), sector: "Relojes" });
  const deal = await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Negociación",
    fee: "1.019€",
    type: "Patrocinio",
  });

  const first = await context.newPage();
  const second = await context.newPage();
  const firstDialog = await openDeal(first, deal.id);
  const secondDialog = await openDeal(second, deal.id);

  // The second tab saves a new fee first.
  await secondDialog.getByLabel("Inversión").fill("77.777€");
  await secondDialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(second.getByText("Patrocinio actualizado")).toBeVisible();

  // The first tab, opened earlier, changes only the type: it is told, not silently applied over the new fee.
  await firstDialog.getByLabel("Tipo").fill("Embajador");
  await firstDialog.getByRole("button", { name: "Guardar cambios" }).click();
  const stale = first.getByRole("alertdialog", { name: "Este registro ha cambiado desde que lo abriste" });
  await expect(stale.getByTestId("stale-change")).toHaveText(["Inversión: 1.019€ → 77.777€"]);
  await stale.getByRole("button", { name: "Guardar de todos modos" }).click();
  await expect(first.getByText("Patrocinio actualizado")).toBeVisible();

  const saved = (await (await request.get(`/api/deals/${deal.id}`)).json()) as Deal;
  expect(saved).toMatchObject({ fee: "77.777€", type: "Embajador" });

  // Both tabs change the fee: "Recargar" puts the saved one in the form instead of the agent's.
  const again = await openDeal(first, deal.id);
  const other = await openDeal(second, deal.id);
  await other.getByLabel("Inversión").fill("90.000€");
  await other.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(second.getByText("Patrocinio actualizado").first()).toBeVisible();
  await again.getByLabel("Inversión").fill("5€");
  await again.getByRole("button", { name: "Guardar cambios" }).click();
  const conflict = first.getByRole("alertdialog", { name: "Este registro ha cambiado desde que lo abriste" });
  await expect(conflict.getByTestId("stale-change")).toHaveText([
    "Inversión: 77.777€ → 90.000€ · también lo cambiaste tú",
  ]);
  await conflict.getByRole("button", { name: "Recargar" }).click();
  await expect(again.getByLabel("Inversión")).toHaveValue("90.000€");
  expect(((await (await request.get(`/api/deals/${deal.id}`)).json()) as Deal).fee).toBe("90.000€");
});
