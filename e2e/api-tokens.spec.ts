import { E2E_AGENT } from "./fixtures/agent";
import { uniqueName } from "./fixtures/api";
import { expect, test } from "./fixtures/test";

test("Acceso API creates a token shown once that works on /api/mcp, and revoking it stops it", async ({
  page,
  request,
}) => {
  const name = uniqueName("Claude Desktop");
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Acceso API" });
  await expect(section).toContainText("/api/mcp");
  await section.getByRole("button", { name: "Crear token" }).click();
  await expect(section.getByText("Ponle un nombre al token")).toBeVisible();

  await section.getByLabel("Nombre del token").fill(name);
  await section.getByLabel("Alcance").selectOption("write");
  // Any token asks for the password again.
  await section.getByRole("button", { name: "Crear token" }).click();
  await expect(section.getByText("Escribe tu contraseña actual para crear el token")).toBeVisible();
  await section.getByLabel("Contraseña actual").fill("no-es-la-buena");
  await section.getByRole("button", { name: "Crear token" }).click();
  await expect(section.getByText("La contraseña actual no es correcta")).toBeVisible();
  await section.getByLabel("Contraseña actual").fill(E2E_AGENT.password);
  await section.getByRole("button", { name: "Crear token" }).click();
  await expect(section.getByText(`Copia el token «${name}» ahora: no se volverá a mostrar.`)).toBeVisible();
  const token = await section.getByLabel("Token nuevo").inputValue();
  expect(token).toMatch(/^palco_/);
  const row = section.getByTestId("api-token").filter({ hasText: name });
  await expect(row).toContainText("Lectura y escritura");
  await expect(row).toContainText("Sin usar todavía");

  const ping = () =>
    request.post("/api/mcp", {
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/json, text/event-stream",
        "Content-Type": "application/json",
      },
      data: {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "e2e", version: "1" } },
      },
    });
  expect((await ping()).status()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Acceso API" }).getByTestId("api-token").filter({ hasText: name }),
  ).toContainText("Último uso");

  await page
    .getByRole("region", { name: "Acceso API" })
    .getByRole("button", { name: `Revocar ${name}` })
    .click();
  await page.getByRole("alertdialog", { name: "¿Revocar token?" }).getByRole("button", { name: "Revocar" }).click();
  await expect(page.getByText("Token revocado")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Acceso API" }).getByTestId("api-token").filter({ hasText: name }),
  ).toHaveCount(0);
  expect((await ping()).status()).toBe(401);
});
