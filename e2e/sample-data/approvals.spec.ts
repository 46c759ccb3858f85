import { expect, test } from "../fixtures/test";

test("the player app counts the sample approvals: 3 pending, 12 approved, 2 rejected", async ({ page }) => {
  await page.goto("/mobile/approvals");
  await expect(page.getByRole("heading", { level: 1, name: "Aprobaciones" })).toBeVisible();
  await expect(page.getByTestId("approvals-pending")).toContainText("3");
  await expect(page.getByTestId("approvals-approved")).toContainText("12");
  await expect(page.getByTestId("approvals-rejected")).toContainText("2");
  const pending = page.getByTestId("pending-approval");
  await expect(pending).toHaveCount(3);
  // The renewal is a question about Álvaro's Zenit deal: its new terms, which only Álvaro answers, from an app he
  // does not have yet.
  const renewal = pending.filter({ hasText: "Renovación de patrocinio" });
  await expect(renewal).toContainText("Nuevo importe: 1.400.000€");
  await expect(renewal).toContainText("Renovación hasta el");
  await expect(renewal).toContainText("Solo el jugador puede responder: dale acceso a su app desde su ficha");
  await expect(pending.filter({ hasText: "Publicación generada con IA" })).toContainText("Aqualis");
  await expect(pending.filter({ hasText: "Sesión de fotos" })).toContainText("Fecha:");
  await expect(page.getByTestId("decided-approval")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Cargar más" })).toBeVisible();
});
