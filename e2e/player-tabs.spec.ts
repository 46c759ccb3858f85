import { type APIRequestContext } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { madridDay } from "./fixtures/dates";
import {
  makeBrand,
  makeClub,
  makeDeal,
  makeDocument,
  makeEvent,
  makeInvestment,
  makeMandate,
  makeOperation,
  makePlayer,
} from "./fixtures/records";
import { expect, test } from "./fixtures/test";

async function newPlayer(request: APIRequestContext) {
  return makePlayer(request, {
    name: uniqueName("Pestañas"),
    position: "Centrocampista",
    team: "CD Tabs",
  });
}

test("calendar tab: empty text, Nuevo Evento, edit and delete", async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.goto(`/players/${player.id}/calendar`);
  await expect(page.getByText("No hay eventos programados")).toBeVisible();

  await page.getByRole("button", { name: "Nuevo Evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Evento" });
  await dialog.getByRole("button", { name: "Crear evento" }).click();
  await expect(dialog.getByText("El título es obligatorio")).toBeVisible();
  await expect(dialog.getByText("La fecha es obligatoria")).toBeVisible();
  await expect(dialog.getByText("La hora debe tener el formato HH:MM")).toBeVisible();
  await dialog.getByLabel("Título").fill("Final de copa");
  await dialog.getByLabel("Fecha").fill("2030-03-12");
  await dialog.getByLabel("Hora", { exact: true }).fill("21:00");
  await dialog.getByLabel("Lugar").fill("Estadio Central");
  await dialog.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByText("Evento creado")).toBeVisible();
  const row = page.getByTestId("event-row").filter({ hasText: "Final de copa" });
  await expect(row).toContainText("12");
  await expect(row).toContainText("mar");
  await expect(row).toContainText("Partido");
  await expect(row).toContainText("21:00");
  await expect(row).toContainText("Estadio Central");
  await expect(row).toContainText("Confirmado");
  await expect(page.getByTestId("summary-card").filter({ hasText: "Próximos eventos" })).toContainText("1");

  await page.getByRole("button", { name: "Editar Final de copa" }).click();
  const edit = page.getByRole("dialog", { name: "Editar evento" });
  await edit.getByLabel("Título").fill("Final de copa (aplazada)");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Evento actualizado")).toBeVisible();

  await page.getByRole("button", { name: "Eliminar Final de copa (aplazada)" }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Eliminar evento?" });
  await expect(confirm).toContainText("Esta acción no se puede deshacer. El evento será eliminado permanentemente.");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Evento eliminado")).toBeVisible();
  await expect(page.getByText("No hay eventos programados")).toBeVisible();
});

test("calendar tab: what is coming first, then past events marked as past, the latest first", async ({
  page,
  request,
}) => {
  const player = await newPlayer(request);
  for (const [title, date] of [
    ["Partido de 2020", "2020-05-10"],
    ["Partido de 2021", "2021-05-10"],
    ["Partido de 2031", "2031-05-10"],
  ] as const) {
    await makeEvent(request, { playerId: player.id, type: "Partido", title, date, time: "18:00" });
  }
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/players/${player.id}/calendar`);
    const coming = page.getByRole("list", { name: "Próximos eventos" }).getByTestId("event-row");
    await expect(coming).toHaveCount(1);
    await expect(coming).toHaveAttribute("data-past", "false");
    const past = page.getByRole("region", { name: "2 eventos pasados" }).getByTestId("event-row");
    await expect(past).toHaveText([/Partido de 2021.*Pasado/, /Partido de 2020.*Pasado/]);
    await expect(past.first()).toHaveAttribute("data-past", "true");
  }
});

test("deals tab: Nuevo Patrocinio needs a brand, then appears with its details and can be deleted", async ({
  page,
  request,
}) => {
  const player = await newPlayer(request);
  const brand = await makeBrand(request, { name: uniqueName("Marca Tab"), sector: "Bebidas" });
  await page.goto(`/players/${player.id}/deals`);
  await expect(page.getByText("No hay patrocinios registrados")).toBeVisible();

  await page.getByRole("button", { name: "Nuevo Patrocinio" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Patrocinio" });
  await dialog.getByRole("button", { name: "Crear patrocinio" }).click();
  await expect(page.getByText("Por favor selecciona un jugador y una marca").first()).toBeVisible();

  await dialog.getByLabel("Marca").selectOption({ label: brand.name });
  await dialog.getByLabel("Etapa").selectOption("Activa");
  await dialog.getByLabel("Inversión").fill("500.000€");
  await dialog.getByLabel("Renovación").fill("2027-05-01");
  await dialog.getByLabel("Entregables (separados por comas)").fill("2 posts, , Spot TV ");
  await dialog.getByRole("button", { name: "Crear patrocinio" }).click();
  await expect(page.getByText("Patrocinio creado")).toBeVisible();

  const card = page.getByTestId("deal-card").filter({ hasText: brand.name });
  await expect(card).toContainText("Bebidas");
  await expect(card).toContainText("Activa");
  await expect(card).toContainText("Inversión");
  await expect(card).toContainText("500.000€");
  await expect(card).toContainText("1 may 2027");
  await expect(card).toContainText("Patrocinio");
  await expect(card.getByRole("listitem")).toHaveText(["2 posts", "Spot TV"]);

  await card.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar patrocinio" });
  await expect(edit.getByLabel("Entregables (separados por comas)")).toHaveValue("2 posts, Spot TV");
  await edit.getByLabel("Tipo").fill("Embajador");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Patrocinio actualizado")).toBeVisible();
  await expect(card).toContainText("Embajador");

  await card.getByRole("button", { name: `Eliminar patrocinio con ${brand.name}` }).click();
  await page
    .getByRole("alertdialog", { name: "¿Eliminar patrocinio?" })
    .getByRole("button", { name: "Eliminar" })
    .click();
  await expect(page.getByText("Patrocinio eliminado")).toBeVisible();
  await expect(page.getByText("No hay patrocinios registrados")).toBeVisible();
});

test("investments tab: Nueva Inversión, edit and delete", async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.goto(`/players/${player.id}/investments`);
  await expect(page.getByText("No hay inversiones registradas")).toBeVisible();

  await page.getByRole("button", { name: "Nueva Inversión" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Inversión" });
  await dialog.getByLabel("Nombre").fill("Bodega Ribera");
  await dialog.getByLabel("Tipo").selectOption("Inmueble");
  await dialog.getByLabel("Importe").fill("800.000€");
  await dialog.getByLabel("Riesgo").selectOption("bajo");
  await dialog.getByLabel("Fecha").fill("2026-02-03");
  await dialog.getByLabel("Retorno esperado").fill("5-7%");
  await dialog.getByRole("button", { name: "Crear inversión" }).click();
  await expect(page.getByText("Inversión creada")).toBeVisible();

  const card = page.getByTestId("investment-card").filter({ hasText: "Bodega Ribera" });
  await expect(card).toContainText("Inmueble");
  await expect(card).toContainText("En evaluación");
  await expect(card).toContainText("800.000€");
  await expect(card).toContainText("Retorno esperado");
  await expect(card).toContainText("5-7%");
  await expect(card).toContainText("Riesgo bajo");
  await expect(card).toContainText("3 feb 2026");

  await card.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar inversión" });
  await edit.getByLabel("Estado").selectOption("activa");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Inversión actualizada")).toBeVisible();
  await expect(card).toContainText("Activa");

  await card.getByRole("button", { name: "Eliminar Bodega Ribera" }).click();
  await page
    .getByRole("alertdialog", { name: "¿Eliminar inversión?" })
    .getByRole("button", { name: "Eliminar" })
    .click();
  await expect(page.getByText("Inversión eliminada")).toBeVisible();
  await expect(page.getByText("No hay inversiones registradas")).toBeVisible();
});

test("a player without news shows the empty coverage text", async ({ page, request }) => {
  const player = await newPlayer(request);
  await page.goto(`/players/${player.id}`);
  await expect(page.getByText("No hay noticias recientes para este jugador")).toBeVisible();
  await expect(page.getByText("Sin datos del mes anterior").first()).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Every route with the sample's data is checked at 390 px by the accessibility sweep; here a player with none.
  test("no screen is wider than the phone", async ({ page, request }) => {
    const player = await newPlayer(request);
    for (const url of [`/players/${player.id}/reputation`, `/players/${player.id}/deals`]) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(390);
    }
    await page.goto("/players");
    await page.getByRole("button", { name: "Añadir Jugador" }).click();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  });
});

test("investments tab: a negative amount is refused on its field, and the list sorts by amount", async ({
  page,
  request,
}) => {
  const player = await newPlayer(request);
  for (const [name, amount] of [
    ["Pequeña", "90K€"],
    ["Sin cifra", "a convenir"],
    ["Grande", "1,2M€"],
  ]) {
    await makeInvestment(request, {
      playerId: player.id,
      type: "Startup",
      name,
      date: "2026-03-01",
      amount,
    });
  }
  await page.goto(`/players/${player.id}/investments`);
  await page.getByRole("button", { name: "Nueva Inversión" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Inversión" });
  await dialog.getByLabel("Nombre").fill("Deuda");
  await dialog.getByLabel("Importe").fill("-5.000€");
  await dialog.getByLabel("Fecha").fill("2026-02-03");
  await dialog.getByRole("button", { name: "Crear inversión" }).click();
  await expect(dialog.getByText("El importe no puede ser negativo")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  await page.getByLabel("Ordenar por").selectOption({ label: "Importe" });
  const names = page.getByTestId("investment-card").getByRole("heading");
  await expect(names).toHaveText(["Grande", "Pequeña", "Sin cifra"]);
});

test("the summary cards say one active deal and one active investment in the singular", async ({ page, request }) => {
  const player = await newPlayer(request);
  const brand = await makeBrand(request, { name: uniqueName("Marca Singular"), sector: "Moda" });
  await request.post("/api/deals", { data: { playerId: player.id, brandId: brand.id, stage: "Activa" } });
  await makeInvestment(request, {
    playerId: player.id,
    type: "Startup",
    name: uniqueName("Inversión Singular"),
    date: "2026-03-01",
    amount: "50.000€",
    status: "activa",
  });
  await page.goto(`/players/${player.id}/reputation`);
  const summary = page.getByTestId("summary-card");
  await expect(summary.filter({ hasText: "Patrocinios" })).toContainText("1 activo");
  await expect(summary.filter({ hasText: "Patrocinios" })).not.toContainText("1 activos");
  await expect(summary.filter({ hasText: "Inversiones" })).toContainText("1 activa");
  await expect(summary.filter({ hasText: "Inversiones" })).not.toContainText("1 activas");
});

test("Resumen gathers contract, mandate, money, open business, paperwork, press and the latest changes", async ({
  page,
  request,
}) => {
  const iso = madridDay;
  const player = await makePlayer(request, { name: uniqueName("Resumen 360"), contractUntil: iso(120) });
  const brand = await makeBrand(request, { name: uniqueName("Marca 360") });
  const club = await makeClub(request, { name: uniqueName("Club 360") });
  await makeMandate(request, {
    playerId: player.id,
    startDate: iso(-10),
    endDate: iso(300),
    commissionPercent: 5,
    annualRemuneration: 300_000,
  });
  await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Activa",
    fee: "120.000€",
    startDate: iso(-400),
    renewDate: iso(200),
  });
  const operation = await makeOperation(request, { playerId: player.id, clubId: club.id, type: "Cesión" });
  await makeDocument(request, {
    playerId: player.id,
    name: "Anexo por firmar",
    type: "Contrato",
    status: "pendiente",
    date: iso(-2),
  });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/players/${player.id}/summary`);
    await expect(
      page.getByRole("navigation", { name: "Secciones del jugador" }).getByRole("link", { name: "Resumen" }),
    ).toHaveAttribute("aria-current", "page");
    const card = (name: string) => page.getByRole("region", { name });
    await expect(card("Contrato y mandato")).toContainText("(en 120 días)");
    await expect(card("Contrato y mandato")).toContainText("Termina en menos de 6 meses");
    await expect(card("Contrato y mandato")).toContainText("En vigor hasta el");
    await expect(card("Contrato y mandato")).toContainText("Pendiente de registro FIFA");
    await expect(card("Dinero de este jugador")).toContainText(`Previsto en ${madridDay().slice(0, 4)}`);
    await expect(card("Dinero de este jugador")).toContainText("Vencido sin cobrar");
    await expect(card("Patrocinios abiertos")).toContainText(brand.name);
    await expect(card("Patrocinios abiertos")).toContainText("120.000€");
    await expect(card("Operaciones abiertas")).toContainText(`Cesión · ${club.name}`);
    await expect(card("Documentos y aprobaciones")).toContainText("Anexo por firmar");
    await expect(card("Prensa y reputación")).toContainText("Sentimiento positivo");
    await expect(card("Últimos cambios").getByTestId("activity-entry").first()).toContainText(
      /creó (documento|operación)/,
    );
    await expect(page.locator("html")).toHaveJSProperty("scrollWidth", width);
  }
  // Each item leads to its screen.
  await page
    .getByRole("region", { name: "Operaciones abiertas" })
    .getByRole("link", { name: `Cesión · ${club.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/operations/${operation.id}$`));
});
