import { uniqueName } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { makeClub } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("Clubes: add a club from the menu, find it without accents, edit it and open its page", async ({ page }) => {
  const name = uniqueName("Atlético Rivera");
  await page.goto("/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Clubes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Clubes" })).toBeVisible();
  await expect(page).toHaveTitle("Clubes · Palco");

  await page.getByRole("button", { name: "Añadir Club" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Añadir Club" });
  await dialog.getByRole("button", { name: "Añadir Club" }).click();
  await expect(dialog.getByText("El nombre del club es obligatorio")).toBeVisible();
  await expect(dialog.getByText("El país es obligatorio")).toBeVisible();

  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByLabel("País").fill("España");
  await dialog.getByLabel("Ciudad").fill("Sevilla");
  await dialog.getByLabel("Liga").fill("LaLiga");
  await dialog.getByLabel("Notas").fill("Buscan un lateral zurdo para enero");
  await dialog.getByRole("button", { name: "Añadir Club" }).click();
  await expect(page.getByText("Club creado")).toBeVisible();

  // Searching "atletico" finds "Atlético", and the search stays in the address.
  await page.getByLabel("Buscar clubes").fill(name.replace("Atlético", "atletico"));
  const row = page.getByTestId("club-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Sevilla, España");
  await expect(row).toContainText("LaLiga");
  await expect(page).toHaveURL(/q=atletico/);

  await row.getByRole("button", { name: `Editar ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar club" });
  await edit.getByLabel("Ciudad").fill("Cádiz");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Club actualizado")).toBeVisible();
  await expect(row).toContainText("Cádiz, España");

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Buscan un lateral zurdo para enero")).toBeVisible();
  // The sample's LaLiga windows, each with its current or next dates.
  await expect(page.getByTestId("club-window")).toHaveCount(2);
  await expect(page.getByTestId("club-window").first()).toContainText(/Abierta|Próxima/);
  await expect(page.getByText("Cádiz, España")).toBeVisible();
});

test("a second club with the same name but other accents is refused under its field", async ({ page, request }) => {
  const club = await makeClub(request, { name: uniqueName("Deportivo Alavés") });
  await page.goto("/clubs");
  await page.getByRole("button", { name: "Añadir Club" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Añadir Club" });
  await dialog.getByLabel("Nombre").fill(club.name.replace("Alavés", "ALAVES"));
  await dialog.getByLabel("País").fill("España");
  await dialog.getByRole("button", { name: "Añadir Club" }).click();
  await expect(dialog.getByText("Ya existe un club con ese nombre")).toBeVisible();
  await expect(dialog.getByLabel("Nombre")).toHaveValue(club.name.replace("Alavés", "ALAVES"));
});

test("a club's page without a league says how to see its windows; Eliminar asks and goes back to the list", async ({
  page,
  request,
}) => {
  const club = await makeClub(request, { name: uniqueName("Sin Liga CF"), country: "Portugal" });
  await page.goto(`/clubs/${club.id}`);
  await expect(page.getByRole("heading", { level: 1, name: club.name })).toBeVisible();
  await expect(page.getByText("Indica la liga del club para ver sus ventanas de traspasos")).toBeVisible();
  await expect(page.getByText("Sin notas todavía.")).toBeVisible();

  await page.getByRole("button", { name: "Eliminar" }).click();
  const confirm = page.getByRole("alertdialog", { name: "¿Eliminar club?" });
  await expect(confirm).toContainText(`«${club.name}»`);
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Club eliminado", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/clubs$/);

  await page.goto(`/clubs/${club.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Club no encontrado" })).toBeVisible();
});

test("a search without results says so, and the club page passes axe", async ({ page, request }) => {
  const club = await makeClub(request, { name: uniqueName("Axe United"), league: "Premier League", city: "Leeds" });
  await page.goto("/clubs?q=ningun-club-se-llama-asi");
  await expect(page.getByText("No hay clubes que coincidan con «ningun-club-se-llama-asi»")).toBeVisible();
  await page.goto(`/clubs/${club.id}`);
  await expectNoSeriousViolation(page);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the club page fits the phone and passes axe", async ({ page, request }) => {
    const club = await makeClub(request, { name: uniqueName("Club Con Un Nombre Bastante Largo De Verdad") });
    await page.goto(`/clubs/${club.id}`);
    await expectNoSeriousViolation(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
