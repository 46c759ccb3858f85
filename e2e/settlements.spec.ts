import type { APIRequestContext, Page } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { madridDay, madridDayInMonths } from "./fixtures/dates";
import { makeClub, makeMandate, makeOperation, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

/** A transfer signed with a fixed fee of 20.000 €: one instalment, paid by the club. */
async function signedTransfer(request: APIRequestContext) {
  const player = await makePlayer(request, { name: uniqueName("Rubén Reparto"), position: "Delantero" });
  await makeMandate(request, {
    playerId: player.id,
    startDate: madridDay(-30),
    endDate: madridDayInMonths(12),
    commissionPercent: 3,
    legalAdviceConfirmed: true,
  });
  const club = await makeClub(request, { name: uniqueName("Club Compartido") });
  const operation = await makeOperation(request, {
    playerId: player.id,
    clubId: club.id,
    type: "Traspaso",
    stage: "Firmada",
    agentFeeAmount: "20.000 €",
  });
  return { player, operation };
}

async function splitPayAndSettle(page: Page, request: APIRequestContext) {
  const { player, operation } = await signedTransfer(request);
  const agentName = uniqueName("Lucía Coagente");

  await page.goto("/colaboradores");
  await expect(page.getByRole("heading", { level: 1, name: "Colaboradores" })).toBeVisible();
  await page.getByRole("button", { name: "Nuevo colaborador" }).first().click();
  const form = page.getByRole("dialog", { name: "Nuevo colaborador" });
  await form.getByLabel("Nombre").fill(agentName);
  await form.getByLabel("NIF o ID fiscal").fill("12345678A");
  await form.getByRole("button", { name: "Añadir colaborador" }).click();
  await expect(form.getByText("El NIF no es válido: revisa los números y la letra")).toBeVisible();
  await form.getByLabel("NIF o ID fiscal").fill("12345678Z");
  await form.getByLabel("Licencia FIFA").fill("202305-0042");
  await form.getByLabel("Email").fill("lucia@coagentes.test");
  await form.getByRole("button", { name: "Añadir colaborador" }).click();
  await expect(page.getByText("Colaborador añadido")).toBeVisible();

  await page.goto(`/operations/${operation.id}`);
  const splits = page.getByRole("region", { name: "Reparto de honorarios" });
  await expect(splits).toContainText("Sin reparto: la agencia se queda con todo.");
  await splits.getByRole("button", { name: "Editar reparto" }).click();
  const dialog = page.getByRole("dialog", { name: "Reparto de honorarios" });
  await dialog.getByRole("button", { name: "Añadir línea" }).click();
  await dialog.getByRole("button", { name: "Guardar reparto" }).click();
  await expect(dialog.getByText("Elige a quién corresponde cada línea")).toBeVisible();
  await dialog.getByLabel("Para").selectOption({ label: agentName });
  await expect(dialog.getByLabel("Parte")).toHaveValue("50");
  await dialog.getByRole("button", { name: "Guardar reparto" }).click();
  await expect(page.getByText("Reparto guardado")).toBeVisible();
  await expect(splits).toContainText(`${agentName}: 50 % de la base, al cobrar`);

  await page.goto("/commissions");
  const row = page.getByTestId("commission-row").filter({ hasText: player.name });
  await row.getByRole("button", { name: "Registrar cobro" }).click();
  const payment = page.getByRole("dialog", { name: "Registrar cobro" });
  await payment.getByRole("button", { name: "Registrar cobro" }).click();
  await expect(page.getByText("Comisión cobrada")).toBeVisible();
  await expect(page.getByTestId("net-commissions")).toContainText("para colaboradores");

  await page.goto("/colaboradores");
  const collaborator = page.getByRole("link", { name: new RegExp(agentName) });
  await expect(collaborator).toContainText("10.000 €");
  await collaborator.click();
  await expect(page.getByRole("heading", { level: 1, name: agentName })).toBeVisible();
  await expect(page.getByTestId("settlement-pending")).toHaveText("10.000 €");
  await expect(page.getByText(`Operación de ${player.name}`)).toBeVisible();
  await expectNoSeriousViolation(page);

  await page.getByRole("button", { name: "Registrar pago" }).click();
  const payout = page.getByRole("dialog", { name: "Registrar pago" });
  await expect(payout.getByLabel("Importe pagado (€)")).toHaveValue("10000");
  await payout.getByLabel("Importe pagado (€)").fill("12000");
  await payout.getByRole("button", { name: "Registrar pago" }).click();
  await expect(payout.getByText(/^El pago supera lo pendiente \(10\.000\s€/)).toBeVisible();
  await payout.getByLabel("Importe pagado (€)").fill("10000");
  await payout.getByLabel("Nota").fill("Transferencia a Lucía");
  await payout.getByRole("button", { name: "Registrar pago" }).click();
  await expect(page.getByText("Pago registrado")).toBeVisible();
  await expect(page.getByTestId("settlement-pending")).toHaveText("0 €");
  await expect(page.getByText("Transferencia a Lucía")).toBeVisible();
  await page.getByRole("button", { name: /^Corregir el pago del / }).click();
  const correction = page.getByRole("dialog", { name: "Corregir pago" });
  await expect(correction.getByLabel("Importe pagado (€)")).toHaveValue("10000");
  await correction.getByLabel("Nota").fill("Transferencia SEPA a Lucía");
  await correction.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Pago corregido")).toBeVisible();
  await expect(page.getByText("Transferencia SEPA a Lucía")).toBeVisible();
  await expect(page.getByTestId("settlement-pending")).toHaveText("0 €");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Liquidación PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^liquidacion-lucia-coagente-.*\.pdf$/);
}

test("splits a signed operation 50-50, pays the co-agent out and downloads his settlement", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await splitPayAndSettle(page, request);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("splits, pays out and settles at 390 px", async ({ page, request }) => {
    await splitPayAndSettle(page, request);
  });
});
