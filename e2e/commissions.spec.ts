import { expect, test } from "@playwright/test";
import { createRecord, uniqueName } from "./fixtures/api";

const madridToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());

test("an active deal's commission appears in the ledger, is marked cobrada with another amount, and back to pendiente", async ({ page, request }) => {
  const player = await createRecord(request, "/players", { name: uniqueName("Hugo Comisión"), position: "Extremo", nationality: "España", team: "CD Ledger" });
  const brand = await createRecord(request, "/brands", { name: uniqueName("Marca Cobro"), sector: "Moda" });
  const today = madridToday();
  await createRecord(request, "/deals", { playerId: player.id, brandId: brand.id, stage: "Activa", fee: "80.000€", startDate: today, commissionPercent: 12.5 });

  await page.goto("/commissions");
  await expect(page.getByRole("heading", { level: 1, name: "Comisiones" })).toBeVisible();
  await expect(page.getByTestId("stat-card").filter({ hasText: "Vencido sin cobrar" })).toBeVisible();
  const row = page.getByTestId("commission-row").filter({ hasText: player.name });
  await expect(row).toContainText(`Patrocinio · ${brand.name}`);
  await expect(row).toContainText("10.000 €");
  await expect(row).toContainText("Pendiente");

  await row.getByRole("button", { name: "Marcar cobrada" }).click();
  const dialog = page.getByRole("dialog", { name: "Marcar como cobrada" });
  await expect(dialog.getByLabel("Fecha de cobro")).toHaveValue(today);
  await expect(dialog.getByLabel("Importe cobrado (€)")).toHaveValue("10000");
  await dialog.getByLabel("Importe cobrado (€)").fill("");
  await dialog.getByLabel("Fecha de cobro").fill("2099-01-01");
  await dialog.getByRole("button", { name: "Marcar como cobrada" }).click();
  await expect(dialog.getByText("El importe cobrado debe ser un número")).toBeVisible();
  await expect(dialog.getByText("La fecha de cobro no puede ser posterior a hoy")).toBeVisible();

  await dialog.getByLabel("Fecha de cobro").fill(today);
  await dialog.getByLabel("Importe cobrado (€)").fill("9500");
  await dialog.getByRole("button", { name: "Marcar como cobrada" }).click();
  await expect(page.getByText("Comisión marcada como cobrada")).toBeVisible();
  await expect(row).toContainText("Cobrada el");
  await expect(row).toContainText("9500 €");
  await expect(row).toContainText("previsto 10.000 €");

  await row.getByRole("button", { name: "Marcar como pendiente" }).click();
  await expect(page.getByText("Comisión marcada como pendiente")).toBeVisible();
  await expect(row).toContainText("Pendiente");
  await expect(row).not.toContainText("previsto");
});

test("a mandate with a remuneration expects its quarters, and the year arrows move through the ledger", async ({ page, request }) => {
  const player = await createRecord(request, "/players", { name: uniqueName("Marc Trimestre"), position: "Portero", nationality: "España", team: "CD Ledger" });
  await createRecord(request, "/mandates", {
    playerId: player.id,
    startDate: "2031-01-01",
    endDate: "2031-06-30",
    commissionPercent: 4,
    annualRemuneration: 1_000_000,
    legalAdviceConfirmed: true,
  });
  await page.goto("/commissions?year=2031");
  await expect(page.getByRole("heading", { name: "Plazos de 2031" })).toBeVisible();
  const rows = page.getByTestId("commission-row").filter({ hasText: player.name });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("heading", { name: "T1 2031" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "T2 2031" })).toBeVisible();
  await expect(rows.first()).toContainText("Mandato de representación");
  await expect(rows.first()).toContainText("31 mar 2031");
  await expect(rows.first()).toContainText("10.000 €");
  await expect(rows.nth(1)).toContainText("30 jun 2031");

  await page.getByRole("button", { name: "Año siguiente" }).click();
  await expect(page).toHaveURL(/year=2032/);
  await expect(page.getByText("No hay comisiones previstas en 2032.", { exact: false })).toBeVisible();
});

test("the default deal commission is a setting, checked in Spanish", async ({ page }) => {
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Comisiones" });
  const field = section.getByLabel("Comisión por defecto en patrocinios (%)");
  await expect(field).toHaveValue("10");
  await field.fill("120");
  await section.getByRole("button", { name: "Guardar comisión" }).click();
  await expect(section.getByText("La comisión debe estar entre 0 y 100")).toBeVisible();
  await field.fill("10");
  await section.getByRole("button", { name: "Guardar comisión" }).click();
  await expect(page.getByText("Comisión por defecto guardada")).toBeVisible();
});
