import { type Page } from "@playwright/test";

import { agencyToday, shiftDays, shiftMonths } from "@shared/domain/calendar-day";

import { uniqueName } from "./fixtures/api";
import { carryCardByKeyboard, dragCardToColumn } from "./fixtures/board";
import { makeClub, makeMandate, makeOperation, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const today = agencyToday();

async function openNewOperation(page: Page) {
  await page.getByRole("button", { name: "Nueva operación" }).first().click();
  return page.getByRole("dialog", { name: "Nueva operación" });
}

test("Operaciones: a represented player's transfer goes from offer to signed, and the player's club follows", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Iván Traspaso"), team: "CD Origen" });
  await makeMandate(request, {
    playerId: player.id,
    startDate: shiftDays(today, -10),
    endDate: shiftMonths(today, 12),
    commissionPercent: 3,
  });
  const destination = await makeClub(request, { name: uniqueName("Sevilla Atlético") });

  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Operaciones" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Operaciones" })).toBeVisible();
  const dialog = await openNewOperation(page);
  await dialog.getByLabel("Jugador").selectOption({ label: player.name });
  await dialog.getByLabel("Club de destino").selectOption({ label: destination.name });
  await dialog.getByLabel("Etapa").selectOption("Oferta");
  await dialog.getByLabel("Importe del traspaso").fill("3.000.000€");
  await dialog.getByLabel("Salario bruto anual").fill("600.000€");
  await dialog.getByLabel("Fin del contrato").fill("2030-06-30");
  await dialog.getByRole("button", { name: "Crear operación" }).click();
  await expect(page.getByText("Operación creada")).toBeVisible();

  const row = page.getByTestId("operation-row").filter({ hasText: player.name });
  await expect(row).toContainText("Traspaso");
  await expect(row).toContainText("Oferta");
  await expect(row).toContainText("Traspaso 3.000.000€ · Salario 600.000€ · Hasta 30 jun 2030");

  await row.getByRole("button", { name: /^Editar Traspaso de / }).click();
  const edit = page.getByRole("dialog", { name: "Editar operación" });
  await edit.getByLabel("Etapa").selectOption("Firmada");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  // The mandate's 3 % of the salary needs the contract's start: signing says so on that field, and keeps the form.
  await expect(edit.getByText("Hace falta para calcular el honorario del 3 % al firmar")).toBeVisible();
  await expect(edit.getByLabel("Inicio del contrato")).toBeFocused();
  await edit.getByLabel("Inicio del contrato").fill("2026-07-01");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Operación actualizada")).toBeVisible();
  await expect(row).toContainText("Firmada");

  // The player's page shows the new club, and its Operaciones tab lists the move.
  await row.getByRole("link", { name: player.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: player.name })).toBeVisible();
  await expect(page.getByTestId("operation-row")).toContainText(destination.name);
  await expect(page.getByText(destination.name).first()).toBeVisible();
  const stored = (await (await request.get(`/api/players/${player.id}`)).json()) as { team: string };
  expect(stored.team).toBe(destination.name);
});

test("past a sounding without a mandate in force the operation is refused with the mandate's state", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Sin Mandato") });
  const club = await makeClub(request);
  await page.goto("/operations");
  const dialog = await openNewOperation(page);
  await dialog.getByLabel("Jugador").selectOption({ label: player.name });
  await dialog.getByLabel("Club de destino").selectOption({ label: club.name });
  await dialog.getByLabel("Etapa").selectOption("Negociación");
  await dialog.getByRole("button", { name: "Crear operación" }).click();
  await expect(
    page.getByText(
      "Para pasar de Sondeo hace falta un mandato de representación vigente: el jugador no tiene ningún mandato registrado",
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();

  // As a sounding it is kept.
  await dialog.getByLabel("Etapa").selectOption("Sondeo");
  await dialog.getByRole("button", { name: "Crear operación" }).click();
  await expect(page.getByText("Operación creada")).toBeVisible();
});

test("a fallen operation asks why; the stage filter lives in the address; a club lists its operations", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Cesión Caída") });
  const club = await makeClub(request, { name: uniqueName("Club Cedente") });
  const operation = await makeOperation(request, { playerId: player.id, clubId: club.id, type: "Cesión" });

  await page.goto("/operations");
  const row = page.getByTestId("operation-row").filter({ hasText: player.name });
  await row.getByRole("button", { name: /^Editar Cesión de / }).click();
  const edit = page.getByRole("dialog", { name: "Editar operación" });
  await edit.getByLabel("Etapa").selectOption("Caída");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(edit.getByText("Indica por qué cayó la operación")).toBeVisible();
  await edit.getByLabel("Motivo").fill("El club fichó a otro jugador");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Operación actualizada")).toBeVisible();
  await expect(row).toContainText("Motivo: El club fichó a otro jugador");

  await page.getByLabel("Etapa").selectOption("Caída");
  await expect(page).toHaveURL(/etapa=Ca%C3%ADda|etapa=Caída/);
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveAttribute(
    "href",
    /\/api\/operations\/export\.csv\?stage=Ca/,
  );
  await expect(page.getByTestId("operation-row").filter({ hasText: player.name })).toHaveCount(1);
  await page.getByLabel("Etapa").selectOption("Firmada");
  await expect(page.getByTestId("operation-row").filter({ hasText: player.name })).toHaveCount(0);

  await page.goto(`/clubs/${club.id}`);
  await expect(page.getByTestId("operation-row")).toHaveCount(1);
  await expect(page.getByTestId("operation-row")).toContainText(player.name);
  // A club with operations is kept.
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Este club aparece en 1 operación: no se puede eliminar")).toBeVisible();
  expect((await request.get(`/api/operations/${operation.id}`)).status()).toBe(200);
});

test("an operation's page records the negotiation's offers in order, edits their answer and deletes one", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Negociado") });
  const club = await makeClub(request, { name: uniqueName("Club Comprador") });
  const bidder = await makeClub(request, { name: uniqueName("Club Rival") });
  await makeOperation(request, { playerId: player.id, clubId: club.id, transferFee: "5M€" });

  await page.goto("/operations");
  await page
    .getByTestId("operation-row")
    .filter({ hasText: player.name })
    .getByRole("link", { name: /^Ver negociación/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Traspaso de ${player.name}` })).toBeVisible();
  await expect(page.getByText("Todavía no hay ofertas.", { exact: false })).toBeVisible();
  await expect(page.getByText("5M€")).toBeVisible();

  const addOffer = async (fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) => {
    await page.getByRole("button", { name: "Nueva oferta" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva oferta" });
    await fill(dialog);
    await dialog.getByRole("button", { name: "Registrar oferta" }).click();
    await expect(page.getByText("Oferta registrada").first()).toBeVisible();
  };
  await addOffer(async (dialog) => {
    await dialog.getByLabel("Fecha").fill("2027-01-20");
    await dialog.getByLabel("Dirección").selectOption("enviada");
    await dialog.getByLabel("Estado").selectOption("contraoferta");
    await dialog.getByLabel("Importe del traspaso").fill("8.000.000€");
    await dialog.getByLabel("Años de contrato").fill("4");
  });
  await addOffer(async (dialog) => {
    await dialog.getByLabel("Fecha").fill("2027-01-10");
    await dialog.getByLabel("Club", { exact: true }).selectOption({ label: bidder.name });
    await dialog.getByLabel("Importe del traspaso").fill("6.000.000€");
    await dialog.getByLabel("Respuesta del club").fill("Primera toma de contacto");
  });

  const offers = page.getByTestId("offer");
  await expect(offers).toHaveCount(2);
  await expect(offers.nth(0)).toContainText(`10 ene 2027Recibida · ${bidder.name}Pendiente`);
  await expect(offers.nth(0)).toContainText("Primera toma de contacto");
  await expect(offers.nth(1)).toContainText(`Enviada · ${club.name}`);
  await expect(offers.nth(1)).toContainText("Traspaso 8.000.000€ · 4 años");

  await offers
    .nth(1)
    .getByRole("button", { name: /^Editar oferta enviada/ })
    .click();
  const edit = page.getByRole("dialog", { name: "Editar oferta" });
  await edit.getByLabel("Estado").selectOption("aceptada");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Oferta actualizada")).toBeVisible();
  await expect(offers.nth(1)).toContainText("Aceptada");

  await offers
    .nth(0)
    .getByRole("button", { name: /^Eliminar oferta recibida/ })
    .click();
  await page.getByRole("alertdialog", { name: "¿Eliminar oferta?" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Oferta eliminada", { exact: true })).toBeVisible();
  await expect(offers).toHaveCount(1);
});

test("an operation's summary warns outside the league's window, and its signed fee lands in Comisiones", async ({
  page,
  request,
}) => {
  const league = uniqueName("Liga Ventana");
  const windowResponse = await request.post("/api/transfer-windows", {
    data: { league, name: "Verano", startDay: "07-01", endDay: "08-31" },
  });
  expect(windowResponse.status()).toBe(201);
  const player = await makePlayer(request, { name: uniqueName("Firma Fuera") });
  await makeMandate(request, {
    playerId: player.id,
    startDate: shiftDays(today, -10),
    endDate: shiftMonths(today, 12),
    commissionPercent: 5,
  });
  const club = await makeClub(request, { name: uniqueName("Club Invierno"), league });
  const operation = await makeOperation(request, {
    playerId: player.id,
    clubId: club.id,
    stage: "Acuerdo",
    startDate: "2031-10-01",
    endDate: "2034-06-30",
    agentFeeAmount: "250.000 €",
  });

  await page.goto(`/operations/${operation.id}`);
  const warnings = page.getByRole("list", { name: "Avisos" });
  await expect(warnings).toContainText("Fuera de ventana de traspasos");
  await expect(warnings).toContainText(
    "Regla en vigor · Reglamento FIFA sobre el Estatuto y la Transferencia de Jugadores, art. 6",
  );
  const summary = page.getByRole("heading", { name: "Resumen de la operación" }).locator("..");
  await expect(summary).toContainText("Agente:");
  await expect(summary).toContainText("250.000 €");

  // Signed in summer, inside the window: the warning goes and the fee becomes an instalment.
  await page.getByRole("button", { name: "Editar" }).first().click();
  const edit = page.getByRole("dialog", { name: "Editar operación" });
  await edit.getByLabel("Etapa").selectOption("Firmada");
  await edit.getByLabel("Inicio del contrato").fill("2031-07-15");
  await edit.getByLabel("Fecha de firma").fill("2031-07-10");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Operación actualizada")).toBeVisible();
  await expect(page.getByRole("list", { name: "Avisos" })).toHaveCount(0);
  await expect(summary).toContainText("Fecha de firma10 jul 2031");

  await summary.getByRole("link", { name: "Comisiones" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Comisiones" })).toBeVisible();
  await page.goto("/commissions?year=2031");
  const row = page.getByTestId("commission-row").filter({ hasText: player.name });
  await expect(row).toContainText(`Operación · ${club.name}`);
  await expect(row).toContainText("15 jul 2031");
  await expect(row).toContainText("250.000 €");
});

test("the board moves an operation by keyboard and by mouse, asks why it fell, and says when a mandate is missing", async ({
  page,
  request,
}) => {
  const represented = await makePlayer(request, { name: uniqueName("Tablero Con Mandato") });
  await makeMandate(request, {
    playerId: represented.id,
    startDate: shiftDays(today, -5),
    endDate: shiftMonths(today, 12),
    commissionPercent: 4,
  });
  const unrepresented = await makePlayer(request, { name: uniqueName("Tablero Sin Mandato") });
  const club = await makeClub(request);
  await makeOperation(request, { playerId: represented.id, clubId: club.id });
  await makeOperation(request, { playerId: unrepresented.id, clubId: club.id });

  await page.goto("/operations");
  await page.getByRole("group", { name: "Vista" }).getByRole("button", { name: "Tablero" }).click();
  await expect(page).toHaveURL(/vista=tablero/);
  const column = (stage: string) => page.getByRole("region", { name: `Columna ${stage}` });
  const cardOf = (stage: string, name: string) =>
    column(stage).getByTestId("board-operation").filter({ hasText: name });

  const keyboardCard = cardOf("Sondeo", represented.name);
  await carryCardByKeyboard(page, keyboardCard, "Oferta");
  await expect(cardOf("Oferta", represented.name)).toBeVisible();
  await expect(page.getByText("Operación movida a Oferta").first()).toBeVisible();

  // Without a mandate in force the server refuses, naming why, and the card stays.
  const refused = cardOf("Sondeo", unrepresented.name);
  await dragCardToColumn(page, refused, column("Negociación"));
  await expect(page.getByText("el jugador no tiene ningún mandato registrado", { exact: false })).toBeVisible();
  await expect(cardOf("Sondeo", unrepresented.name)).toBeVisible();

  // Dropped on Caída it asks why; the reason is required.
  const falling = cardOf("Oferta", represented.name);
  await carryCardByKeyboard(page, falling, "Caída");
  const dialog = page.getByRole("dialog", { name: "Operación caída" });
  await dialog.getByRole("button", { name: "Marcar como caída" }).click();
  await expect(dialog.getByText("Indica por qué cayó la operación")).toBeVisible();
  await dialog.getByLabel("Motivo").fill("El club fichó a otro extremo");
  await dialog.getByRole("button", { name: "Marcar como caída" }).click();
  await expect(cardOf("Caída", represented.name)).toBeVisible();
});
