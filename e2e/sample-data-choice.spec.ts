import { expectNoSeriousViolation } from "./fixtures/axe";
import { startOwnServer } from "./fixtures/own-server";
import { expect, test } from "./fixtures/test";

test("setup offers the sample portfolio; clearing it leaves what the agent created, and so does a restart", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startOwnServer(3);
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/setup");
    await expectNoSeriousViolation(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolation(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const choice = page.getByRole("checkbox", { name: "Cargar datos de ejemplo" });
    await expect(choice).toBeChecked();
    await page.getByLabel("Nombre").fill("Elena Ruiz");
    await page.getByLabel("Email").fill("elena@palco.test");
    await page.getByLabel("Contraseña").fill("contraseña-de-elena");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const banner = page.getByRole("region", { name: "Aviso de datos de ejemplo" });
    await expect(banner).toContainText("Estás viendo datos de ejemplo");
    await page.goto("/players");
    await expect(page.getByText("3 jugadores")).toBeVisible();

    // A player of the agent's own, through the form.
    await page.getByRole("button", { name: "Añadir Jugador" }).click();
    const dialog = page.getByRole("dialog", { name: "Añadir Jugador" });
    await dialog.getByLabel("Nombre").fill("Lucía Propia");
    await dialog.getByLabel("Posición").fill("Portera");
    await dialog.getByLabel("Equipo").fill("CD Mía");
    await dialog.getByLabel("Nacionalidad").fill("España");
    await dialog.getByRole("button", { name: "Añadir Jugador" }).click();
    await expect(page.getByText("4 jugadores")).toBeVisible();

    // A sample player the agent edited: the clearing keeps it, and says so before and after.
    const diego = await page.request.get("/api/players?q=Diego");
    const diegoId = ((await diego.json()) as { items: { id: string }[] }).items[0]!.id;
    const read = await page.request.get(`/api/players/${diegoId}`);
    const edited = await page.request.patch(`/api/players/${diegoId}`, {
      data: { team: "Club de Elena" },
      headers: { "If-Match": read.headers()["etag"]! },
    });
    expect(edited.status()).toBe(200);

    await banner.getByRole("button", { name: "Borrar datos de ejemplo" }).click();
    const confirm = page.getByRole("alertdialog", { name: "¿Borrar datos de ejemplo?" });
    await expect(confirm).toContainText("Lo que hayas creado o editado se conserva");
    const keptList = confirm.getByRole("list", { name: "Registros de ejemplo que se conservan" });
    await expect(confirm).toContainText("Se conservarán este registro de ejemplo");
    await expect(keptList.getByRole("listitem")).toHaveCount(1);
    await expect(keptList).toContainText("Diego Salvatierra · Jugador");
    await expect(keptList).toContainText("Lo has editado.");
    await confirm.getByRole("button", { name: "Borrar datos de ejemplo" }).click();
    await expect(page.getByText("Datos de ejemplo borrados")).toBeVisible();
    await expect(
      page.getByText("se conserva 1 registro de ejemplo: los tienes en Configuración > Datos de ejemplo"),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByText("2 jugadores", { exact: true })).toBeVisible();
    await page.goto("/brands");
    await expect(page.getByText("Zenit Sport")).toHaveCount(0);

    // Configuración lists what was kept and offers to delete it too, on a phone as well.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Datos de ejemplo" });
    await expect(section.getByRole("listitem")).toHaveCount(1);
    await expect(section).toContainText("Diego Salvatierra · Jugador");
    await section.getByRole("button", { name: "Borrar también estos registros" }).click();
    const alsoConfirm = page.getByRole("alertdialog", { name: "¿Borrar también estos registros de ejemplo?" });
    await alsoConfirm.getByRole("button", { name: "Borrar también" }).click();
    await expect(section).toContainText("No quedan datos de ejemplo: todo lo que ves es tuyo.");
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/players");
    await expect(page.getByText("1 jugador", { exact: true })).toBeVisible();
    await expect(page.getByTestId("player-card")).toHaveCount(1);
    await expect(page.getByTestId("player-card")).toContainText("Lucía Propia");

    // After a restart of the server and its embedded PostgreSQL: the session and what the agent created are still
    // there, and the sample, cleared for good, does not come back.
    await server.restart();
    await page.goto("/players");
    await expect(page).toHaveURL(/\/players$/);
    await expect(page.getByText("1 jugador", { exact: true })).toBeVisible();
    await expect(page.getByTestId("player-card")).toContainText("Lucía Propia");
    await context.close();
  } finally {
    await server.stop();
  }
});
