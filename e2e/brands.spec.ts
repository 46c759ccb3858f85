import { uniqueName } from "./fixtures/api";
import { makeBrand, makeDeal, makeDocument, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("brands show their count, sector, contact and sponsorships", async ({ page }) => {
  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1, name: "Marcas" })).toBeVisible();
  await expect(page.getByText(/\d+ marcas registradas/)).toBeVisible();
  const zenit = page.getByTestId("brand-card").filter({ hasText: "Zenit Sport" });
  await expect(zenit).toContainText("Deportes");
  await expect(zenit).toContainText("alianzas@zenitsport.example");
  await expect(zenit).toContainText("1 patrocinio");
});

test("Añadir Marca creates a brand, Editar changes it, and the count follows", async ({ page }) => {
  const name = uniqueName("Marca");
  await page.goto("/brands");
  const countText = await page.getByText(/\d+ marcas registradas/).innerText();
  const before = Number(countText.split(" ")[0]);

  await page.getByRole("button", { name: "Añadir Marca" }).click();
  const dialog = page.getByRole("dialog", { name: "Añadir Marca" });
  await dialog.getByRole("button", { name: "Añadir Marca" }).click();
  await expect(dialog.getByText("El nombre es obligatorio")).toBeVisible();
  await expect(dialog.getByText("El sector es obligatorio")).toBeVisible();
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByLabel("Sector").fill("Moda");
  await dialog.getByLabel("Email de contacto").fill("no-es-un-email");
  await dialog.getByRole("button", { name: "Añadir Marca" }).click();
  await expect(dialog.getByText("Introduce un email válido")).toBeVisible();
  await dialog.getByLabel("Email de contacto").fill("hola@marca.example");
  await dialog.getByRole("button", { name: "Añadir Marca" }).click();
  await expect(page.getByText("Marca creada")).toBeVisible();
  await expect(page.getByText(`${before + 1} marcas registradas`)).toBeVisible();

  await page.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar marca" });
  await expect(edit.getByLabel("Sector")).toHaveValue("Moda");
  await edit.getByLabel("Sector").fill("Relojería");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Marca actualizada")).toBeVisible();
  await expect(page.getByTestId("brand-card").filter({ hasText: name })).toContainText("Relojería");
});

test("a duplicate brand name is refused with the server's message and the dialog stays", async ({ page }) => {
  await page.goto("/brands");
  await page.getByRole("button", { name: "Añadir Marca" }).click();
  const dialog = page.getByRole("dialog", { name: "Añadir Marca" });
  await dialog.getByLabel("Nombre").fill("aqualis");
  await dialog.getByLabel("Sector").fill("Bebidas");
  await dialog.getByRole("button", { name: "Añadir Marca" }).click();
  await expect(dialog.getByText("Ya existe una marca con ese nombre")).toBeVisible();
  await expect(dialog.getByLabel("Nombre")).toHaveValue("aqualis");
});

test("deleting a brand asks ¿Eliminar marca? and takes its sponsorships with it", async ({ page, request }) => {
  const name = uniqueName("Efímera");
  const brand = await makeBrand(request, { name, sector: "Gaming" });
  const player = await makePlayer(request, {
    name: uniqueName("Patrocinado"),
    team: "CD Uno",
  });
  const deal = await makeDeal(request, { playerId: player.id, brandId: brand.id });

  await page.goto("/brands");
  const deleteButton = page.getByRole("button", { name: `Eliminar ${name}` });
  // Escape closes the question and puts the focus back on the button that asked it.
  await deleteButton.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alertdialog", { name: "¿Eliminar marca?" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  const dialog = page.getByRole("alertdialog", { name: "¿Eliminar marca?" });
  await expect(dialog).toContainText("La marca y todos sus patrocinios serán eliminados permanentemente.");
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Marca eliminada")).toBeVisible();
  await expect(page.getByTestId("brand-card").filter({ hasText: name })).toHaveCount(0);
  expect((await request.get(`/api/deals/${deal.id}`)).status()).toBe(404);
});

test("a brand's name opens its page: contact by email, its deals and documents, titled with its name", async ({
  page,
  request,
}) => {
  const brand = await makeBrand(request, {
    name: uniqueName("Abeto Página"),
    sector: "Relojería",
    contactEmail: "prensa@pagina.example",
  });
  const player = await makePlayer(request, {
    name: uniqueName("Jugador Página"),
    position: "Extremo",
    team: "CD Página",
  });
  await makeDeal(request, {
    playerId: player.id,
    brandId: brand.id,
    stage: "Negociación",
    fee: "75.000€",
  });
  await makeDocument(request, {
    playerId: player.id,
    brandId: brand.id,
    type: "NDA",
    name: "NDA de la página",
    date: "2026-11-02",
  });

  await page.goto(`/brands/${brand.id}`);
  await expect(page.getByRole("heading", { level: 1, name: brand.name })).toBeVisible();
  await expect(page).toHaveTitle(`${brand.name} · Palco`);
  await expect(page.getByRole("link", { name: "prensa@pagina.example" }).first()).toHaveAttribute(
    "href",
    "mailto:prensa@pagina.example",
  );
  // The brand's contact email is also one of its people.
  await expect(page.getByTestId("contact").filter({ hasText: "Contacto principal" })).toContainText(
    "prensa@pagina.example",
  );
  const deal = page.getByTestId("brand-deal");
  await expect(deal).toContainText(player.name);
  await expect(deal).toContainText("Negociación");
  await expect(deal).toContainText("75.000€");
  await expect(page.getByTestId("brand-document")).toContainText("NDA de la página");
  await page.getByRole("navigation", { name: "Ruta" }).getByRole("link", { name: "Marcas" }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await page.getByTestId("brand-card").filter({ hasText: brand.name }).getByRole("link", { name: brand.name }).click();
  await expect(page).toHaveURL(new RegExp(`/brands/${brand.id}$`));

  await page.goto("/brands/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Marca no encontrada" })).toBeVisible();
});
