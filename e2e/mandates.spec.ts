import { uniqueName } from "./fixtures/api";
import { madridDay } from "./fixtures/dates";
import { makeMandate, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const isoDay = madridDay;

test("the Mandato tab creates a mandate under FIFA's rules, warns above the caps, and refuses an overlap", async ({
  page,
  request,
}) => {
  const name = uniqueName("Iker Mandato");
  const player = await makePlayer(request, {
    name,
    position: "Lateral",
    team: "CD Norma",
  });
  await page.goto(`/players/${player.id}/mandate`);
  await expect(
    page.getByRole("navigation", { name: "Secciones del jugador" }).getByRole("link", { name: "Mandato" }),
  ).toHaveClass(/border-primary/);
  await expect(page.getByText("No hay mandatos registrados")).toBeVisible();

  await page.getByRole("button", { name: "Nuevo mandato" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo mandato" });
  await dialog.getByLabel("Inicio").fill("2027-01-01");
  await dialog.getByLabel("Fin").fill("2029-01-02");
  await dialog.getByLabel("Comisión (%)").fill("8");
  await dialog.getByLabel("Remuneración bruta anual (€)").fill("2000000");
  await dialog.getByRole("button", { name: "Crear mandato" }).click();
  await expect(dialog.getByText("Un mandato no puede durar más de 2 años")).toBeVisible();
  await expect(dialog.getByText("Confirma que el jugador recibió asesoramiento legal independiente")).toBeVisible();

  await dialog.getByLabel("Fin").fill("2029-01-01");
  await dialog.getByLabel("El jugador recibió asesoramiento legal independiente").check();
  await dialog.getByRole("button", { name: "Crear mandato" }).click();
  await expect(page.getByText("Mandato creado")).toBeVisible();
  const capWarning = "La comisión (8 %) supera el límite FIFA: 3,19 % para esta remuneración";
  await expect(page.getByText(capWarning).first()).toBeVisible();
  const card = page.getByTestId("mandate-card");
  // Beside the warning, the rule's status and its source, as Configuración keeps them.
  await expect(card.getByRole("list", { name: "Avisos" })).toContainText(
    "Regla suspendida · Reglamento FIFA de Agentes de Fútbol, art. 15; suspendido por la Circular FIFA n.º 1873 (30/12/2023)",
  );
  await expect(card).toContainText("Vigente");
  await expect(card).toContainText("8 %");
  await expect(card).toContainText("Exclusivo");

  // A second mandate sharing a day with the first is refused by the server, and the dialog keeps what was typed.
  await page.getByRole("button", { name: "Nuevo mandato" }).click();
  const second = page.getByRole("dialog", { name: "Nuevo mandato" });
  await second.getByLabel("Inicio").fill("2029-01-01");
  await second.getByLabel("Fin").fill("2029-06-30");
  await second.getByLabel("El jugador recibió asesoramiento legal independiente").check();
  await second.getByRole("button", { name: "Crear mandato" }).click();
  await expect(page.getByText("El jugador ya tiene un mandato vigente en esas fechas")).toBeVisible();
  await expect(second.getByLabel("Inicio")).toHaveValue("2029-01-01");
  await second.getByRole("button", { name: "Cancelar" }).click();

  await card.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar mandato" });
  await edit.getByLabel("Comisión (%)").fill("3");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Mandato actualizado")).toBeVisible();
  await expect(card).not.toContainText("supera el límite FIFA");

  await card.getByRole("button", { name: `Eliminar mandato de ${name}` }).click();
  await page.getByRole("alertdialog", { name: "¿Eliminar mandato?" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Mandato eliminado")).toBeVisible();
  await expect(page.getByText("No hay mandatos registrados")).toBeVisible();
});

test("a minor's mandate warns until the legal guardian and the written consent are recorded", async ({
  page,
  request,
}) => {
  const name = uniqueName("Leo Cantera");
  const player = await makePlayer(request, { name, position: "Extremo", team: "CD Cantera", birthDate: "2010-05-01" });
  await page.goto(`/players/${player.id}/mandate`);
  await page.getByRole("button", { name: "Nuevo mandato" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo mandato" });
  await dialog.getByLabel("Inicio").fill("2026-06-01");
  await dialog.getByLabel("Fin").fill("2028-05-31");
  await dialog.getByLabel("El jugador recibió asesoramiento legal independiente").check();
  await dialog.getByRole("button", { name: "Crear mandato" }).click();
  const card = page.getByTestId("mandate-card");
  await expect(card).toContainText("Jugador menor de edad: faltan el tutor legal y su consentimiento por escrito");
  await expect(card).toContainText("Regla en vigor · Reglamento FIFA de Agentes de Fútbol, art. 13");

  await card.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar mandato" });
  await edit.getByLabel("Tutor legal").fill("Marta Cantera Ruiz");
  await edit.getByLabel("Consentimiento por escrito (fecha)").fill("2026-05-28");
  await edit.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Mandato actualizado")).toBeVisible();
  await expect(card).toContainText("Marta Cantera Ruiz · consentimiento del 28 may 2026");
  await expect(card).not.toContainText("Jugador menor de edad");
});

test("Mandatos lists every player's mandate with its status and the FIFA registration badge", async ({
  page,
  request,
}) => {
  const name = uniqueName("Olga Plazo");
  const player = await makePlayer(request, {
    name,
    position: "Portera",
    team: "CD Reloj",
  });
  await makeMandate(request, {
    playerId: player.id,
    startDate: isoDay(-300),
    endDate: isoDay(20),
    commissionPercent: 4,
  });
  await page.goto("/mandates");
  await expect(page.getByRole("heading", { level: 1, name: "Mandatos" })).toBeVisible();
  const card = page.getByTestId("mandate-card").filter({ hasText: name });
  await expect(card).toContainText("Por vencer");
  await expect(card).toContainText("Pendiente de registro FIFA");
  await card.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${player.id}/mandate$`));
});
