import { expect, test } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { makeEvent, makePlayer } from "./fixtures/records";

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
  await dialog.getByLabel("Hora").fill("12:30");
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
