import { uniqueName } from "./fixtures/api";
import { memberBrowser } from "./fixtures/member";
import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("an agent without a licence cannot be a mandate's agent until the owner records hers", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two browsers, the agent's and the owner's: longer than a screen's check.
  test.setTimeout(60_000);
  const name = uniqueName("Agente Sin Licencia");
  const player = await makePlayer(request, { name: uniqueName("Hugo Representado") });
  const laptop = await memberBrowser(page.request, browser, baseURL ?? "", "agente", undefined, name);
  try {
    const agent = await laptop.newPage();
    await agent.goto(`/players/${player.id}/mandate`);
    await agent.getByRole("button", { name: "Nuevo mandato" }).click();
    const dialog = agent.getByRole("dialog", { name: "Nuevo mandato" });
    // Without a licence of her own, the form names the owner, as the API would.
    await expect(dialog.getByLabel("Agente")).toHaveValue(/.+/);
    await expect(dialog.getByLabel("Agente").locator("option:checked")).toContainText("(titular)");
    await dialog.getByLabel("Agente").selectOption({ label: `${name} · sin licencia FIFA` });
    await dialog.getByLabel("Inicio").fill("2027-01-01");
    await dialog.getByLabel("Fin").fill("2028-12-31");
    await dialog.getByLabel("Comisión (%)").fill("3");
    await dialog.getByLabel("El jugador recibió asesoramiento legal independiente").check();
    await dialog.getByRole("button", { name: "Crear mandato" }).click();
    await expect(
      agent.getByText(
        `Solo un agente con licencia FIFA vigente puede ser el agente de un mandato: ${name} no tiene número de licencia FIFA registrado (Equipo o Configuración) (Reglamento FIFA de Agentes de Fútbol, art. 11)`,
      ),
    ).toBeVisible();
    // Nothing typed is lost while the owner fixes it.
    await expect(dialog.getByLabel("Comisión (%)")).toHaveValue("3");

    await page.goto("/equipo");
    const row = page.getByTestId("team-member").filter({ hasText: name });
    await expect(row).toContainText("Sin licencia FIFA: no actúa como agente");
    await row.getByRole("button", { name: `Licencia de ${name}` }).click();
    const licence = page.getByRole("dialog", { name: `Licencia FIFA de ${name}` });
    await licence.getByLabel("Número de licencia").fill("202405-7788");
    await licence.getByLabel("Caduca el").fill("2030-06-30");
    await licence.getByRole("button", { name: "Guardar licencia" }).click();
    await expect(page.getByText(`Licencia de ${name} guardada`)).toBeVisible();
    await expect(row).toContainText("Licencia FIFA 202405-7788 · caduca el 30 jun 2030");

    await dialog.getByRole("button", { name: "Crear mandato" }).click();
    await expect(agent.getByText("Mandato creado")).toBeVisible();
    await expect(agent.getByTestId("mandate-card")).toContainText(`Agente${name}`);
  } finally {
    await laptop.close();
  }
});
