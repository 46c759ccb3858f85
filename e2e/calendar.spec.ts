import { uniqueName } from "./fixtures/api";
import { makeEvent, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const pad = (value: number) => String(value).padStart(2, "0");

test("the month in Spanish from Monday, the chosen day's card, and an event created on that day, edited and deleted", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("Agenda"),
    position: "Defensa",
    team: "CD Agenda",
  });
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Calendario Global" })).toBeVisible();
  await expect(page.getByText(/^\d+ eventos? programados?$/)).toBeVisible();
  const grid = page.getByRole("grid");
  // Weeks start on Monday: a full week's first day is a lunes.
  await expect(grid.getByRole("row").nth(1).getByRole("gridcell").first()).toHaveAccessibleName(/^(Hoy, )?lunes, /);

  const shown = await grid.getAttribute("aria-label");
  await page.getByRole("button", { name: "Ir al mes siguiente" }).click();
  await expect(grid).not.toHaveAttribute("aria-label", shown ?? "");
  await page.getByRole("button", { name: "Ir al mes anterior" }).click();
  await expect(grid).toHaveAttribute("aria-label", shown ?? "");

  // Four months back no sample or test event falls on the 15th.
  for (let month = 0; month < 4; month++) await page.getByRole("button", { name: "Ir al mes anterior" }).click();
  await page.getByRole("button", { name: /\b15 de / }).click();
  await expect(page.getByTestId("selected-day")).toContainText("No hay eventos para esta fecha");
  for (let month = 0; month < 4; month++) await page.getByRole("button", { name: "Ir al mes siguiente" }).click();
  await expect(grid).toHaveAttribute("aria-label", shown ?? "");

  const now = new Date();
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-28`;
  await page.getByRole("button", { name: /\b28 de / }).click();
  const selectedDay = page.getByTestId("selected-day");
  await expect(selectedDay).toContainText("28 ");

  await page.getByRole("button", { name: "Nuevo Evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Evento" });
  await expect(dialog.getByLabel("Fecha")).toHaveValue(day);
  const title = uniqueName("Rueda de prensa");
  await dialog.getByLabel("Jugador").selectOption({ label: player.name });
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Tipo").selectOption("Evento");
  await dialog.getByLabel("Hora", { exact: true }).fill("12:30");
  await dialog.getByLabel("Lugar").fill("Sala de prensa");
  await dialog.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByText("Evento creado")).toBeVisible();

  const inDayCard = selectedDay.getByTestId("event-row").filter({ hasText: title });
  await expect(inDayCard).toContainText(player.name);
  await expect(inDayCard).toContainText("12:30");
  await expect(inDayCard).toContainText("Sala de prensa");
  await expect(page.getByRole("button", { name: /\b28 de / })).toHaveCSS("font-weight", "700");
  await expect(page.getByTestId("all-events").getByTestId("event-row").filter({ hasText: title })).toBeVisible();

  await inDayCard.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar evento" });
  await edit.getByLabel("Estado").selectOption("pendiente");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Evento actualizado")).toBeVisible();
  await expect(inDayCard).toContainText("Pendiente");

  await inDayCard.getByRole("button", { name: `Eliminar ${title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("¿Eliminar evento?");
  await expect(confirm).toContainText("Esta acción no se puede deshacer. El evento será eliminado permanentemente.");
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Evento eliminado")).toBeVisible();
  await expect(page.getByText("El evento se ha eliminado correctamente")).toBeVisible();
  await expect(page.getByTestId("event-row").filter({ hasText: title })).toHaveCount(0);
});

test("the chosen day's card keeps its events while the agent looks at another month", async ({ page, request }) => {
  const player = await makePlayer(request, { name: uniqueName("Día Elegido") });
  const title = uniqueName("Cena con patrocinadores");
  await makeEvent(request, { playerId: player.id, type: "Evento", title, date: "2031-05-14", time: "21:00" });
  await page.goto("/calendar?fecha=2031-05-14");
  const card = page.getByTestId("selected-day");
  await expect(card).toContainText(title);
  await page.getByRole("button", { name: "Ir al mes siguiente" }).click();
  await expect(card).toContainText("14 may 2031");
  await expect(card).toContainText(title);
  await expect(card).not.toContainText("No hay eventos para esta fecha");
});

test("past events are marked as past in the full list", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Archivo"),
    team: "CD Archivo",
  });
  const title = uniqueName("Partido de 2020");
  await makeEvent(request, {
    playerId: player.id,
    type: "Partido",
    title,
    date: "2020-05-10",
    time: "18:00",
  });
  await page.goto("/calendar");
  const row = page.getByTestId("all-events").getByTestId("event-row").filter({ hasText: title });
  await expect(row).toHaveAttribute("data-past", "true");
  await expect(row).toContainText("Pasado");
});

test("the calendar feed URL is shown, copied and regenerated; the old one then stops working", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/calendar");
  const link = page.getByLabel("Enlace del calendario");
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/ics\/[\w-]+\.ics$/);
  const first = await link.inputValue();
  // On localhost the card says why Google or Outlook cannot reach it.
  await expect(page.getByTestId("feed-local-address")).toContainText("Palco necesita una dirección pública");
  const feed = await request.get(first, { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  await page.getByRole("button", { name: "Copiar" }).click();
  await expect(page.getByText("Enlace copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.getByRole("button", { name: "Regenerar enlace" }).click();
  await expect(page.getByText("Enlace regenerado")).toBeVisible();
  await expect(link).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await link.inputValue())).status()).toBe(200);
});

test("the agenda shows a week or a month with hours and lengths, the new kinds of event and the player", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Agenda Semanal") });
  const meeting = uniqueName("Reunión con Aqualis");
  const trip = uniqueName("Viaje a Milán");
  // A Wednesday, and the Monday after it, which starts another week.
  await makeEvent(request, {
    playerId: player.id,
    type: "Reunión",
    title: meeting,
    date: "2032-03-10",
    time: "10:00",
    endTime: "11:30",
    location: "Madrid",
  });
  await makeEvent(request, { playerId: player.id, type: "Viaje", title: trip, date: "2032-03-15", time: "07:15" });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/calendar?fecha=2032-03-10");
    await page.getByRole("group", { name: "Vista" }).getByRole("button", { name: "Agenda" }).click();
    await expect(page).toHaveURL(/vista=agenda/);
    const agenda = page.getByTestId("calendar-agenda");
    await expect(agenda.getByRole("heading", { level: 2 })).toHaveText(
      "Semana del lunes, 8 de marzo al domingo, 14 de marzo",
    );
    const wednesday = agenda
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Miércoles, 10 de marzo" }) });
    const row = wednesday.getByTestId("event-row").filter({ hasText: meeting });
    await expect(row).toContainText("10:00–11:30 · 1 h 30 min");
    await expect(row).toContainText("Reunión");
    await expect(row).toContainText(player.name);
    await expect(row).toContainText("Madrid");
    await expect(agenda.getByText(trip)).toHaveCount(0);

    await agenda.getByRole("button", { name: "Semana siguiente" }).click();
    await expect(agenda.getByTestId("event-row").filter({ hasText: trip })).toContainText("07:15");
    await expect(agenda.getByText(meeting)).toHaveCount(0);

    await agenda.getByRole("group", { name: "Periodo" }).getByRole("button", { name: "Mes" }).click();
    await expect(page).toHaveURL(/periodo=mes/);
    await expect(agenda.getByRole("heading", { level: 2 })).toHaveText("marzo de 2032");
    await expect(agenda.getByTestId("event-row").filter({ hasText: meeting })).toBeVisible();
    await expect(agenda.getByTestId("event-row").filter({ hasText: trip })).toBeVisible();
    await agenda.getByRole("button", { name: "Mes siguiente" }).click();
    await expect(agenda).toContainText("No hay eventos este mes");
    await agenda.getByRole("group", { name: "Periodo" }).getByRole("button", { name: "Semana" }).click();
  }
});

test("an event's end time is set in the form and refused before its start", async ({ page, request }) => {
  const player = await makePlayer(request, { name: uniqueName("Con Hora de Fin") });
  const title = uniqueName("Sesión de fotos Lumen");
  await page.goto("/calendar?fecha=2032-04-06");
  await page.getByRole("button", { name: "Nuevo Evento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Evento" });
  await dialog.getByLabel("Jugador").selectOption({ label: player.name });
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Tipo").selectOption("Sesión de fotos");
  await dialog.getByLabel("Hora", { exact: true }).fill("16:00");
  await dialog.getByLabel("Hora de fin").fill("15:00");
  await dialog.getByRole("button", { name: "Crear evento" }).click();
  await expect(dialog.getByText("La hora de fin debe ser posterior a la de inicio")).toBeVisible();
  await dialog.getByLabel("Hora de fin").fill("18:45");
  await dialog.getByRole("button", { name: "Crear evento" }).click();
  await expect(page.getByText("Evento creado")).toBeVisible();
  await expect(page.getByTestId("selected-day").getByTestId("event-row").filter({ hasText: title })).toContainText(
    "16:00–18:45 · 2 h 45 min",
  );
});
