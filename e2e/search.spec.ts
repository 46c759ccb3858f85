import { uniqueName } from "./fixtures/api";
import { makeBrand, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("Ctrl+K opens the palette from three screens; accents don't matter and Enter opens the record", async ({
  page,
  request,
}) => {
  const suffix = uniqueName("").trim().replace(/\s+/g, "");
  const player = await makePlayer(request, {
    name: `Íñigo Núñez ${suffix}`,
    team: "CD Búsqueda",
  });
  const palette = page.getByRole("dialog", { name: "Buscar en Palco" });

  for (const screen of ["/dashboard", "/deals", "/calendar"]) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Control+k");
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette).toBeHidden();
  }

  await page.keyboard.press("Control+k");
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type(`inigo nunez ${suffix}`.toUpperCase());
  const option = palette.getByRole("option", { name: new RegExp(`Íñigo Núñez ${suffix}`) });
  await expect(option).toBeVisible();
  await expect(palette.getByText("Jugadores", { exact: true })).toBeVisible();
  // The first option is the best match: Enter opens it without the mouse.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/players/${player.id}`));
  await expect(page.getByRole("heading", { level: 1, name: player.name })).toBeVisible();
});

test("the palette's actions are reachable by keyboard, and short queries ask for three letters", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Buscar" }).click();
  const palette = page.getByRole("dialog", { name: "Buscar en Palco" });
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("ca");
  await expect(palette.getByText("Escribe al menos 3 letras para buscar en tus datos")).toBeVisible();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("nuevo patro");
  await expect(palette.getByRole("option", { name: "Nuevo patrocinio" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Nuevo Patrocinio" })).toBeVisible();

  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+k");
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("ir a calendario");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calendar$/);
});

test("a brand found by search opens its edit dialog", async ({ page, request }) => {
  const brand = await makeBrand(request, { name: uniqueName("Óptica Buscada") });
  await page.goto("/players");
  // The shortcut exists once the screen is drawn.
  await expect(page.getByRole("heading", { level: 1, name: "Jugadores" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Buscar en Palco" }).getByRole("combobox")).toBeFocused();
  await page.keyboard.type(brand.name.replace("Ó", "o"));
  await page
    .getByRole("dialog", { name: "Buscar en Palco" })
    .getByRole("option", { name: new RegExp(brand.name) })
    .click();
  await expect(page.getByRole("dialog", { name: "Editar marca" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Editar marca" }).getByLabel("Nombre")).toHaveValue(brand.name);
});
