import { expect, test } from "./fixtures/test";

// The account created by the first test is changed by the second: this server's agent is no other spec's.
test.describe.configure({ mode: "serial" });

test("the first visit creates the agent account on /setup", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Crear cuenta" })).toBeVisible();

  await page.getByLabel("Nombre").fill("Carlos Vidal");
  await page.getByLabel("Email").fill("carlos@palco.test");
  await page.getByLabel("Contraseña").fill("corta");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByText("La contraseña debe tener al menos 10 caracteres")).toBeVisible();
  await expect(page).toHaveURL(/\/setup$/);

  await page.getByLabel("Contraseña").fill("una-contraseña-larga");
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("signed-in-agent")).toContainText("Carlos Vidal");
  // An empty portfolio shows how to start instead of a row of zeros.
  const guide = page.getByTestId("start-guide");
  await expect(guide.getByRole("heading", { name: "Empieza tu cartera" })).toBeVisible();
  await expect(page.getByTestId("stat-card")).toHaveCount(0);
  await guide.getByRole("link", { name: "Añadir jugador" }).click();
  await expect(page.getByRole("dialog", { name: "Añadir Jugador" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/dashboard");

  // With the account created, /setup is closed and a new visitor is asked to sign in.
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
});

test("Configuración saves the profile and changes the password, signing the other devices out", async ({
  page,
  browser,
}) => {
  const signIn = async (target: typeof page, email: string, password: string) => {
    await target.goto("/login");
    await target.getByLabel("Email").fill(email);
    await target.getByLabel("Contraseña").fill(password);
    await target.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(target).toHaveURL(/\/dashboard$/);
  };
  await signIn(page, "carlos@palco.test", "una-contraseña-larga");
  const otherDevice = await browser.newContext();
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, "carlos@palco.test", "una-contraseña-larga");

  await page.goto("/settings");
  const profile = page.getByRole("region", { name: "Perfil" });
  await expect(profile.getByLabel("Nombre completo")).toHaveValue("Carlos Vidal");
  await profile.getByLabel("Nombre completo").fill("Carlos Vidal Soto");
  await profile.getByLabel("Email").fill("Carlos.Vidal@Palco.test");
  await profile.getByLabel("Teléfono").fill("+34 611 22 33 44");
  await profile.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await expect(page.getByTestId("signed-in-agent")).toContainText("Carlos Vidal Soto");
  await page.reload();
  await expect(profile.getByLabel("Email")).toHaveValue("carlos.vidal@palco.test");
  await expect(profile.getByLabel("Teléfono")).toHaveValue("+34 611 22 33 44");

  const security = page.getByRole("region", { name: "Seguridad" });
  await security.getByLabel("Contraseña actual").fill("no-es-la-buena");
  await security.getByLabel("Nueva contraseña").fill("otra-contraseña-larga");
  await security.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(security.getByText("La contraseña actual no es correcta")).toBeVisible();

  await security.getByLabel("Contraseña actual").fill("una-contraseña-larga");
  await security.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("Contraseña actualizada")).toBeVisible();
  await expect(security.getByLabel("Contraseña actual")).toHaveValue("");

  // This browser stays signed in; the other one is sent to the sign-in page.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await signIn(otherPage, "carlos.vidal@palco.test", "otra-contraseña-larga");
  await otherDevice.close();
});

test("an empty agency: each list offers its first record, and a deal creates its brand and player inline", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("carlos.vidal@palco.test");
  await page.getByLabel("Contraseña").fill("otra-contraseña-larga");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/players");
    const noPlayers = page.getByText("No se encontraron jugadores");
    await expect(noPlayers).toBeVisible();
    await expect(page.getByText("Aquí estarán los jugadores que representas")).toBeVisible();
    await page.goto("/brands");
    await expect(page.getByText("Todavía no hay marcas.")).toBeVisible();
    await page.goto("/documents");
    await expect(page.getByText("Todavía no hay documentos.")).toBeVisible();
    await page.goto("/deals");
    await expect(page.getByText("Todavía no hay patrocinios.")).toBeVisible();
  }

  // The empty list's own button opens the form.
  await page.goto("/brands");
  await page.locator("main").getByRole("button", { name: "Añadir Marca" }).last().click();
  await expect(page.getByRole("dialog", { name: "Añadir Marca" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The guide stays past the first player, each step marked as it is done, until the first deal.
  const first = await page.request.post("/api/players", {
    data: { name: "Jugador Cero", position: "Portero", nationality: "España", team: "CD Cero" },
  });
  expect(first.status()).toBe(201);
  await page.goto("/dashboard");
  const guide = page.getByTestId("start-guide");
  await expect(guide).toContainText("Te quedan 2 pasos para tener tu cartera en marcha.");
  await expect(guide.locator('li[data-done="true"]')).toHaveCount(1);
  await expect(guide.locator('li[data-done="true"]')).toContainText("Añade tu primer jugador");
  await expect(guide.getByRole("link", { name: "Añadir marca" })).toBeVisible();

  // A first deal with no brand and no player yet: both are created from the deal form's pickers.
  await page.goto("/deals");
  await page.getByRole("button", { name: "Nuevo Patrocinio" }).last().click();
  const form = page.getByRole("dialog", { name: "Nuevo Patrocinio" });
  await form.getByRole("button", { name: "Nueva marca" }).click();
  const newBrand = form.getByRole("group", { name: "Nueva marca" });
  await newBrand.getByRole("button", { name: "Crear marca" }).click();
  await expect(newBrand.getByText("Indica nombre de la marca")).toBeVisible();
  await newBrand.getByLabel("Nombre de la marca").fill("Marca Primera");
  await newBrand.getByLabel("Sector").fill("Bebidas");
  // Enter creates the brand; it does not submit the deal.
  await newBrand.getByLabel("Sector").press("Enter");
  await expect(newBrand).toHaveCount(0);
  await expect(form.getByLabel("Marca")).toHaveValue(/.+/);
  await expect(form.getByLabel("Marca").locator("option:checked")).toHaveText("Marca Primera");

  await form.getByRole("button", { name: "Nuevo jugador" }).click();
  const newPlayer = form.getByRole("group", { name: "Nuevo jugador" });
  await newPlayer.getByLabel("Nombre del jugador").fill("Jugador Primero");
  await newPlayer.getByLabel("Posición").fill("Delantero");
  await newPlayer.getByLabel("Equipo").fill("CD Inicio");
  await newPlayer.getByLabel("Nacionalidad").fill("España");
  await newPlayer.getByRole("button", { name: "Crear jugador" }).click();
  await expect(form.getByLabel("Jugador", { exact: true }).locator("option:checked")).toHaveText("Jugador Primero");

  await form.getByLabel("Tipo").fill("Embajador");
  await form.getByRole("button", { name: "Crear patrocinio" }).click();
  await expect(page.getByText("Patrocinio creado")).toBeVisible();
  await expect(page.getByTestId("pipeline-deal").filter({ hasText: "Marca Primera" })).toBeVisible();
  await page.goto("/players");
  await expect(page.getByText("Jugador Primero")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("stat-card").first()).toBeVisible();
  await expect(page.getByTestId("start-guide")).toHaveCount(0);
});
