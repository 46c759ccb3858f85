import { expect, test } from "../fixtures/test";

test("the pipeline shows the sample deals, filters them by stage and sums each board column", async ({ page }) => {
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1, name: "Pipeline de Patrocinios" })).toBeVisible();
  await expect(page.getByText("4 oportunidades en gestión")).toBeVisible();
  await expect(page.getByTestId("pipeline-deal")).toHaveCount(4);

  await page.getByRole("button", { name: "Negociación", exact: true }).click();
  await expect(page).toHaveURL(/stage=Negociaci/);
  const negotiation = page.getByTestId("pipeline-deal");
  await expect(negotiation).toHaveCount(1);
  await expect(negotiation).toContainText("Aqualis × Diego Salvatierra");
  await expect(negotiation).toContainText("350.000€");
  await expect(negotiation.getByRole("button", { name: "Aprobar" })).toBeVisible();
  await expect(negotiation.getByRole("button", { name: /Rechazar patrocinio/ })).toBeVisible();
  await expect(negotiation.getByRole("button", { name: /Eliminar/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Activa", exact: true }).click();
  const active = page.getByTestId("pipeline-deal").filter({ hasText: "Zenit" });
  await expect(active).toContainText("Renovación");
  await expect(active).toContainText("Campaña de lanzamiento de bota");
  await expect(active.getByRole("button", { name: "Editar" })).toBeVisible();

  await page.getByRole("button", { name: "Cerrada", exact: true }).click();
  await expect(page.getByText("No hay patrocinios en esta categoría")).toBeVisible();

  await page.getByRole("button", { name: "Tablero" }).click();
  const column = (stage: string) => page.getByRole("region", { name: `Columna ${stage}` });
  await expect(column("Prospect").getByTestId("board-column-count")).toHaveText("1");
  await expect(column("Prospect").getByTestId("board-column-total")).toHaveText("90 mil €");
  await expect(column("Negociación").getByTestId("board-column-total")).toHaveText("350 mil €");
  await expect(column("Activa").getByTestId("board-column-count")).toHaveText("2");
  await expect(column("Activa").getByTestId("board-column-total")).toHaveText("1,8 M €");
  await expect(column("Cerrada").getByText("Sin patrocinios")).toBeVisible();
  // The choice of view is remembered by the browser.
  await page.reload();
  await expect(column("Activa")).toBeVisible();
  await page.getByRole("button", { name: "Lista" }).click();
});
