import { uniqueName } from "./fixtures/api";
import { madridDay, madridDayInMonths } from "./fixtures/dates";
import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("search matches name, position or team, ignoring case and accents", async ({ page }) => {
  await page.goto("/players");
  const search = page.getByPlaceholder("Buscar por nombre, posición o equipo...");
  await search.fill("alvaro");
  await expect(page.getByTestId("player-card")).toHaveCount(1);
  await expect(page.getByTestId("player-card")).toContainText("Álvaro Martín Ruiz");
  await search.fill("CENTROCAMPISTA");
  await expect(page.getByTestId("player-card").first()).toContainText("Diego Salvatierra");
  await search.fill("marítimo");
  await expect(page.getByTestId("player-card").first()).toContainText("Diego Salvatierra");
  await search.fill("nadie-se-llama-asi");
  await expect(page.getByText("No se encontraron jugadores")).toBeVisible();
  // The search survives a reload through the URL.
  await page.reload();
  await expect(search).toHaveValue("nadie-se-llama-asi");
});

test("Añadir Jugador validates, creates, and the player appears at once", async ({ page }) => {
  const name = uniqueName("Rubén Prueba");
  // Other specs add players to the shared account, so the list is narrowed to this one before it exists.
  await page.goto(`/players?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No se encontraron jugadores")).toBeVisible();
  await page.getByRole("button", { name: "Añadir Jugador" }).click();
  const dialog = page.getByRole("dialog", { name: "Añadir Jugador" });
  await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
  await expect(dialog.getByText("El nombre es obligatorio")).toBeVisible();
  await expect(dialog.getByText("La posición es obligatoria")).toBeVisible();
  await expect(dialog.getByText("El equipo es obligatorio")).toBeVisible();
  await expect(dialog.getByText("La nacionalidad es obligatoria")).toBeVisible();

  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByLabel("Posición").fill("Lateral");
  await dialog.getByLabel("Equipo").fill("UD Ensayo");
  await dialog.getByLabel("Nacionalidad").fill("España");
  await dialog.getByLabel("Valor de mercado").fill("45M€");
  // A birth date in the future is refused on its field.
  const future = madridDay(1);
  await dialog.getByLabel("Fecha de nacimiento").fill(future);
  await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
  await expect(dialog.getByText("La fecha de nacimiento no puede ser futura")).toBeVisible();
  await dialog.getByLabel("Fecha de nacimiento").fill("2001-04-12");
  // Numbers are read the Spanish way: a thousands point, a decimal comma; letters are refused, never cut off.
  await dialog.getByLabel("Seguidores en Instagram").fill("850.000");
  await dialog.getByLabel("Engagement global (%)").fill("120");
  await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
  await expect(dialog.getByText("El engagement debe estar entre 0 y 100")).toBeVisible();
  await dialog.getByLabel("Engagement global (%)").fill("12abc");
  await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
  await expect(dialog.getByText("El engagement debe ser un número")).toBeVisible();
  await dialog.getByLabel("Engagement global (%)").fill("4,5");
  await dialog.getByRole("button", { name: "Añadir Jugador" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Jugador creado")).toBeVisible();
  const card = page.getByTestId("player-card").filter({ hasText: name });
  await expect(card).toContainText("Lateral · UD Ensayo");
  await expect(card).toContainText("45M€");
  await expect(card).toContainText("850 K");
  await expect(card).toContainText("4.5% ER");
});

test("Editar opens the form filled in and saves the change", async ({ page, request }) => {
  const name = uniqueName("Editable");
  await makePlayer(request, { name, nationality: "Chile", team: "CD Antes" });
  await page.goto(`/players?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Editar ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Editar jugador" });
  await expect(dialog.getByLabel("Equipo")).toHaveValue("CD Antes");
  await dialog.getByLabel("Equipo").fill("CF Después");
  // Only what the agent changed is sent, from the version the form was opened with.
  const saved = page.waitForRequest((sent) => sent.method() === "PATCH" && sent.url().includes("/api/players/"));
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  const patch = await saved;
  expect(patch.postDataJSON()).toEqual({ team: "CF Después" });
  expect(patch.headers()["if-match"]).toBe('"1"');
  await expect(page.getByText("Jugador actualizado")).toBeVisible();
  await expect(page.getByTestId("player-card").filter({ hasText: name })).toContainText("Portero · CF Después");
});

test("the trash button deletes after ¿Eliminar jugador?", async ({ page, request }) => {
  const name = uniqueName("Borrable");
  await makePlayer(request, { name, position: "Extremo", nationality: "Perú", team: "CD Fin" });
  await page.goto(`/players?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "¿Eliminar jugador?" });
  await expect(dialog).toContainText("Esta acción no se puede deshacer");
  await expect(dialog).toContainText("todos sus datos asociados");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByTestId("player-card")).toHaveCount(1);

  await page.getByRole("button", { name: `Eliminar ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Jugador eliminado")).toBeVisible();
  await expect(page.getByText("El jugador se ha eliminado correctamente")).toBeVisible();
  await expect(page.getByText("No se encontraron jugadores")).toBeVisible();
});

test("a failed save keeps the dialog and what was typed", async ({ page }) => {
  await page.goto("/players");
  await page.getByRole("button", { name: "Añadir Jugador" }).click();
  const dialog = page.getByRole("dialog", { name: "Añadir Jugador" });
  await dialog.getByLabel("Nombre").fill("Sin Conexión");
  await dialog.getByLabel("Posición").fill("Delantero");
  await dialog.getByLabel("Equipo").fill("CD Red");
  await dialog.getByLabel("Nacionalidad").fill("España");
  await page.route("**/api/players", (route) =>
    route.request().method() === "POST" ? route.abort() : route.continue(),
  );
  await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
  await expect(page.getByText("No se pudo crear el jugador")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Nombre")).toHaveValue("Sin Conexión");
});

test("the contract radar marks Libre para negociar and Último año on the card and the header", async ({
  page,
  request,
}) => {
  const inMonths = madridDayInMonths;
  const free = uniqueName("Radar Libre");
  const lastYear = uniqueName("Radar Ultimo");
  const calm = uniqueName("Radar Tranquilo");
  const freePlayer = await makePlayer(request, {
    name: free,
    team: "CD Radar",
    contractUntil: inMonths(3),
  });
  await makePlayer(request, {
    name: lastYear,
    team: "CD Radar",
    contractUntil: inMonths(9),
  });
  await makePlayer(request, {
    name: calm,
    team: "CD Radar",
    contractUntil: inMonths(30),
  });
  await page.goto("/players?q=radar");
  await expect(page.getByTestId("player-card").filter({ hasText: free })).toContainText("Libre para negociar");
  await expect(page.getByTestId("player-card").filter({ hasText: lastYear })).toContainText("Último año");
  await expect(page.getByTestId("player-card").filter({ hasText: calm })).not.toContainText(
    /Libre para negociar|Último año/,
  );
  await page.goto(`/players/${freePlayer.id}/reputation`);
  await expect(page.getByRole("heading", { level: 1, name: free }).locator("..")).toContainText("Libre para negociar");
});

test("a player without figures says Sin datos; Editar in the header records engagement per network and the sentiment shares", async ({
  page,
  request,
}) => {
  const name = uniqueName("Cifras Reales");
  const player = await makePlayer(request, {
    name,
    position: "Pivote",
    team: "CD Datos",
  });
  await page.goto(`/players/${player.id}/reputation`);
  const engagement = page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: "Engagement", exact: true }) });
  await expect(engagement.getByText("Sin datos")).toHaveCount(3);
  const sentiment = page
    .locator("[data-slot=card]")
    .filter({ has: page.getByRole("heading", { name: "Sentimiento" }) });
  await expect(sentiment.getByText("Sin datos")).toHaveCount(3);
  await expect(sentiment.getByText(/reputación/)).toHaveCount(0);

  await page.getByRole("button", { name: "Editar" }).click();
  const dialog = page.getByRole("dialog", { name: "Editar jugador" });
  await dialog.getByLabel("Engagement global (%)").fill("4,2");
  await dialog.getByLabel("Engagement en Instagram (%)").fill("5,4");
  await dialog.getByLabel("Engagement en TikTok (%)").fill("7");
  await dialog.getByLabel("Positivo (%)").fill("70");
  await dialog.getByLabel("Negativo (%)").fill("40");
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  // The error shows once, on its field, and the field says why it is invalid.
  await expect(dialog.getByText("Positivo y negativo no pueden sumar más de 100")).toHaveCount(1);
  await expect(dialog.getByLabel("Negativo (%)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Negativo (%)")).toHaveAccessibleDescription(
    "Positivo y negativo no pueden sumar más de 100",
  );
  await dialog.getByLabel("Negativo (%)").fill("10");
  await expect(dialog.getByText("20 %")).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(dialog).toBeHidden();

  await expect(engagement.getByText("Sin datos")).toHaveCount(0);
  await expect(engagement).toContainText("Instagram ER5.4%");
  await expect(engagement).toContainText("TikTok ER7.0%");
  await expect(sentiment).toContainText("Positivo70%");
  await expect(sentiment).toContainText("Neutral20%");
  await expect(sentiment).toContainText("Negativo10%");
  await expect(sentiment.getByText("Excelente reputación")).toBeVisible();
});

test("the list shows its count and sorts by market value, followers and engagement", async ({ page, request }) => {
  const tag = uniqueName("Orden");
  await makePlayer(request, {
    name: `${tag} Ana`,
    position: "Portera",
    team: "CD Orden",
    marketValue: "900K€",
    instagramFollowers: 10,
  });
  await makePlayer(request, {
    name: `${tag} Bea`,
    position: "Portera",
    team: "CD Orden",
    marketValue: "12M€",
    tiktokFollowers: 50_000,
    engagementRate: 6,
  });
  await makePlayer(request, {
    name: `${tag} Carla`,
    position: "Portera",
    team: "Real Club Deportivo de la Ciudad con un nombre muy largo",
    marketValue: "1,5M€",
    instagramFollowers: 90_000,
    engagementRate: 3,
  });
  await page.goto(`/players?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText("3 jugadores")).toBeVisible();
  const order = () => page.getByTestId("player-card").getByRole("link").allInnerTexts();
  await expect.poll(order).toEqual([`${tag} Ana`, `${tag} Bea`, `${tag} Carla`]);
  const sort = page.getByLabel("Ordenar por");
  await sort.selectOption({ label: "Valor de mercado" });
  await expect.poll(order).toEqual([`${tag} Bea`, `${tag} Carla`, `${tag} Ana`]);
  await expect(page).toHaveURL(/orden=marketValue/);
  await sort.selectOption({ label: "Seguidores" });
  await expect.poll(order).toEqual([`${tag} Carla`, `${tag} Bea`, `${tag} Ana`]);
  await sort.selectOption({ label: "Engagement" });
  await expect.poll(order).toEqual([`${tag} Bea`, `${tag} Carla`, `${tag} Ana`]);
  // The order survives a reload; a long team name is shown whole.
  await page.reload();
  await expect(sort).toHaveValue("engagement");
  await expect(
    page.getByText("Real Club Deportivo de la Ciudad con un nombre muy largo", { exact: false }),
  ).toBeVisible();
});

test("a 60-character name fits the player header on a phone, and Eliminar there goes back to the list", async ({
  page,
  request,
}) => {
  const name = uniqueName("Maximiliano Alejandro de la Santísima Trinidad Fernández").slice(0, 60);
  const player = await makePlayer(request, {
    name,
    position: "Extremo",
    team: "CD Nombres",
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/players/${player.id}/reputation`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("button", { name: "Eliminar" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page).toHaveURL(/\/players$/);
  await expect(page.getByText("Jugador eliminado")).toBeVisible();
});

test("on a phone a card's Editar and Eliminar are 44 px targets, apart from each other", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/players?q=alvaro");
  const edit = await page
    .getByRole("button", { name: /^Editar / })
    .first()
    .boundingBox();
  const remove = await page
    .getByRole("button", { name: /^Eliminar / })
    .first()
    .boundingBox();
  expect(edit && remove).toBeTruthy();
  for (const box of [edit!, remove!]) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(remove!.x - (edit!.x + edit!.width)).toBeGreaterThanOrEqual(8);
});
