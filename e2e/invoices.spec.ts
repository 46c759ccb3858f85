import type { APIRequestContext, Page } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { madridDay } from "./fixtures/dates";
import { makeBrand, makeDeal, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const ISSUER = {
  kind: "sociedad",
  name: "Palco Sports Management SL",
  nif: "B12345674",
  address: "Calle de Serrano 41, 28001 Madrid",
  series: "A",
  rectifyingSeries: "R",
  irpfPercent: 15,
  irpfConfirmed: true,
};

/** The agency's issuer, made once for every run on this server. */
async function ensureIssuer(request: APIRequestContext) {
  const response = await request.post("/api/billing/issuers", { data: ISSUER });
  if (response.status() !== 201 && response.status() !== 409) throw new Error(`issuer: ${response.status()}`);
}

/** Two active deals of one brand: two instalments the ledger can invoice together. */
async function twoInstalments(request: APIRequestContext) {
  const player = await makePlayer(request, {
    name: uniqueName("Iker Factura"),
    position: "Delantero",
    team: "CD Libro",
  });
  const brand = await makeBrand(request, { name: uniqueName("Marca Facturada") });
  for (const fee of ["40.000€", "12.500€"])
    await makeDeal(request, {
      playerId: player.id,
      brandId: brand.id,
      stage: "Activa",
      fee,
      startDate: madridDay(),
      commissionPercent: 10,
    });
  return { player, brand };
}

async function draftIssueDownloadRectify(page: Page, request: APIRequestContext) {
  await ensureIssuer(request);
  const { player, brand } = await twoInstalments(request);

  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Facturación" })).toContainText(ISSUER.name);

  await page.goto("/commissions");
  const rows = page.getByTestId("commission-row").filter({ hasText: player.name });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole("checkbox", { name: /^Facturar la cuota de / }).check();
  const bar = page.getByRole("region", { name: "Cuotas para facturar" });
  await expect(bar).toContainText("2 cuotas elegidas");
  await bar.getByRole("button", { name: "Facturar" }).click();

  const dialog = page.getByRole("dialog", { name: "Facturar" });
  await expect(dialog.getByLabel("Destinatario (nombre o razón social)")).toHaveValue(brand.name);
  await dialog.getByRole("button", { name: "Crear borrador" }).click();
  await expect(
    dialog.getByText("Indica el NIF del destinatario o, si no tiene, su documento extranjero y el país"),
  ).toBeVisible();
  await dialog.getByLabel("NIF del destinatario").fill("A58723040");
  await dialog.getByLabel("Dirección del destinatario").fill("Avenida Diagonal 100, 08019 Barcelona");
  await dialog.getByRole("button", { name: "Crear borrador" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Factura (borrador)" })).toBeVisible();
  await expect(page.getByText("Borrador", { exact: true })).toBeVisible();
  // 10 % of 52.500 €: 5250 € base, 21 % VAT, 15 % withheld.
  await expect(page.getByText("Total factura")).toBeVisible();
  await expect(page.getByText("6.352,50 €")).toBeVisible();
  await expect(page.getByText("Retención IRPF (15 %)")).toBeVisible();
  await expect(page.getByText("5.565,00 €")).toBeVisible();

  await page.getByRole("button", { name: "Editar borrador" }).click();
  const editing = page.getByRole("dialog", { name: "Editar borrador" });
  await editing.getByLabel("Concepto de la línea 1").fill("Comisión de agencia, campaña de verano");
  await editing.getByLabel("Destinatario real del servicio").fill(player.name);
  await editing.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByText("Comisión de agencia, campaña de verano")).toBeVisible();
  await expect(page.getByText(`Destinatario real del servicio: ${player.name}`)).toBeVisible();

  await page.getByRole("button", { name: "Emitir factura" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Emitir" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^Factura A-\d{4}\/\d{4}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? "").replace("Factura ", "");
  await expect(page.getByText("Emitida", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Registro VERI*FACTU" })).toContainText("No enviado a la AEAT");
  await expect(page.getByText("El envío a la AEAT está desactivado")).toBeVisible();
  await expectNoSeriousViolation(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Descargar PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`factura-${number.replace("/", "-")}.pdf`);

  await page.getByRole("button", { name: "Rectificar" }).click();
  const rectify = page.getByRole("dialog", { name: `Rectificar ${number}` });
  await rectify.getByLabel("Forma").selectOption("I");
  await rectify.getByLabel("Base de la línea 1").fill("-250");
  await rectify.getByRole("button", { name: "Emitir rectificativa" }).click();
  await expect(rectify.getByText("Explica el motivo de la rectificación")).toBeVisible();
  await rectify.getByLabel("Motivo").fill("La marca redujo la campaña");
  await rectify.getByRole("button", { name: "Emitir rectificativa" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Factura rectificativa R-\d{4}\/\d{4}$/ })).toBeVisible();
  await expect(page.getByText(`Rectifica la factura ${number}`)).toBeVisible();

  await page.goto("/commissions");
  await expect(rows.first().getByRole("link", { name: `Factura ${number}` })).toBeVisible();
}

test("invoices two instalments, issues, downloads the PDF and rectifies it", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await draftIssueDownloadRectify(page, request);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("invoices, issues and rectifies at 390 px", async ({ page, request }) => {
    await draftIssueDownloadRectify(page, request);
  });
});
