import { uniqueName } from "./fixtures/api";
import { madridDay } from "./fixtures/dates";
import { makeBrand, makeDeal, makeMandate, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const madridToday = () => madridDay();

test("an active deal's commission is paid in two payments: the shortfall stays overdue until the rest arrives", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("Hugo Comisión"),
    position: "Extremo",
    team: "CD Ledger",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Cobro") });
  const today = madridToday();
  await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Activa",
    fee: "82.500€",
    startDate: today,
    commissionPercent: 10,
  });

  await page.goto("/commissions");
  await expect(page.getByRole("heading", { level: 1, name: "Comisiones" })).toBeVisible();
  await expect(page.getByTestId("stat-card").filter({ hasText: "Vencido sin cobrar" })).toBeVisible();
  const row = page.getByTestId("commission-row").filter({ hasText: player.name });
  await expect(row).toContainText(`Patrocinio · ${brand.name}`);
  await expect(row).toContainText("8250 €");
  await expect(row).toContainText("Pendiente");

  await row.getByRole("button", { name: "Registrar cobro" }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar cobro" });
  await expect(dialog.getByText("Aún no hay cobros registrados.")).toBeVisible();
  await expect(dialog.getByLabel("Fecha de cobro")).toHaveValue(today);
  await expect(dialog.getByLabel("Importe cobrado (€)")).toHaveValue("8250");
  await dialog.getByLabel("Importe cobrado (€)").fill("");
  await dialog.getByLabel("Fecha de cobro").fill("2099-01-01");
  await dialog.getByRole("button", { name: "Registrar cobro" }).click();
  await expect(dialog.getByText("El importe cobrado debe ser un número")).toBeVisible();
  await expect(dialog.getByText("La fecha de cobro no puede ser posterior a hoy")).toBeVisible();

  await dialog.getByLabel("Fecha de cobro").fill(today);
  await dialog.getByLabel("Importe cobrado (€)").fill("8.000");
  await dialog.getByLabel("Nota").fill("Primera transferencia");
  await dialog.getByRole("button", { name: "Registrar cobro" }).click();
  await expect(page.getByText("Cobro registrado")).toBeVisible();
  // The dialog stays open on the balance, and the row says what is missing.
  await expect(dialog.getByText("Cobrado 8000 € de 8250 € · faltan 250 €")).toBeVisible();
  await expect(dialog.getByTestId("commission-payment")).toContainText("Primera transferencia");
  await expect(dialog.getByLabel("Importe cobrado (€)")).toHaveValue("250");
  await expect(row).toContainText("Cobro parcial");
  await expect(row).toContainText("cobrado 8000 € · faltan 250 €");

  await dialog.getByRole("button", { name: "Registrar cobro" }).click();
  await expect(page.getByText("Comisión cobrada")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Cobrada el");

  // A payment recorded by mistake is taken back: the instalment is open again.
  await row.getByRole("button", { name: "Ver cobros" }).click();
  const payments = page.getByRole("dialog", { name: "Cobros" });
  await payments
    .getByRole("button", { name: /^Anular el cobro del/ })
    .last()
    .click();
  await expect(page.getByText("Cobro anulado")).toBeVisible();
  await expect(row).toContainText("Cobro parcial");
});

test("a mandate with a remuneration expects its quarters, and the year arrows move through the ledger", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("Marc Trimestre"),
    team: "CD Ledger",
  });
  await makeMandate(request, {
    playerId: player.id,
    startDate: "2031-01-01",
    endDate: "2031-06-30",
    commissionPercent: 4,
    annualRemuneration: 1_000_000,
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

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("more than is owed asks to be marked as an overpayment, and a long note keeps the dialog's buttons in view", async ({
    page,
    request,
  }) => {
    const player = await makePlayer(request, { name: uniqueName("Iker Sobrepago"), team: "CD Ledger" });
    const brand = await makeBrand(request, { name: uniqueName("Marca Sobrepago") });
    await makeDeal(request, {
      playerId: player.id,
      brandId: brand.id,
      stage: "Activa",
      fee: "20.000€",
      startDate: madridToday(),
      commissionPercent: 10,
    });
    await page.goto("/commissions");
    const row = page.getByTestId("commission-row").filter({ hasText: player.name });
    await row.getByRole("button", { name: "Registrar cobro" }).click();
    const dialog = page.getByRole("dialog", { name: "Registrar cobro" });
    // A first payment with a long reference, shown in the dialog's list from then on.
    await dialog.getByLabel("Importe cobrado (€)").fill("1.000");
    await dialog.getByLabel("Nota").fill(`Referencia ${"TRANSFERENCIA-SEPA-".repeat(12)}`);
    await dialog.getByRole("button", { name: "Registrar cobro" }).click();
    await expect(dialog.getByText("Cobrado 1000 € de 2000 € · faltan 1000 €")).toBeVisible();
    // Nothing wider than the dialog, and its buttons on the screen.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expect(dialog.getByRole("button", { name: "Registrar cobro" })).toBeInViewport();

    await dialog.getByLabel("Importe cobrado (€)").fill("1.500");
    const overpayment = dialog.getByLabel(/Es un sobrepago/);
    await expect(overpayment).toBeVisible();
    await dialog.getByRole("button", { name: "Registrar cobro" }).click();
    await expect(
      dialog.getByText(
        "El importe supera lo pendiente de cobro (1000 €). Si de verdad llegó de más, márcalo como sobrepago.",
      ),
    ).toBeVisible();
    await overpayment.check();
    await dialog.getByRole("button", { name: "Registrar cobro" }).click();
    await expect(page.getByText("Comisión cobrada")).toBeVisible();
    await row.getByRole("button", { name: "Ver cobros" }).click();
    const payments = page.getByRole("dialog", { name: "Cobros" });
    await expect(payments.getByText("Cobrado 2500 € de 2000 € · sobrepago de 500 €")).toBeVisible();
    await expect(payments.getByTestId("commission-payment").filter({ hasText: "Sobrepago" })).toHaveCount(1);
    expect(await payments.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expect(payments.getByRole("button", { name: "Cerrar" }).last()).toBeInViewport();
  });
});
