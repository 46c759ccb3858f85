import { agencyToday, shiftDays } from "@shared/domain/calendar-day";

import { uniqueName } from "./fixtures/api";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { makeClub, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const today = agencyToday();

test("Contrato: the agent writes a club contract season by season, with a bonus, an option and image rights", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Raúl Contrato") });
  const club = await makeClub(request, { name: uniqueName("Real Contrato") });
  const start = shiftDays(today, -30);
  const end = shiftDays(today, 700);

  await page.goto(`/players/${player.id}/contracts`);
  await expect(page.getByRole("heading", { name: "Contrato con el club" })).toBeVisible();
  await expect(page.getByText("No hay contratos con clubes.")).toBeVisible();
  await page.getByRole("button", { name: "Nuevo contrato" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo contrato con un club" });
  await dialog.getByLabel("Club").selectOption({ label: club.name });
  await dialog.getByLabel("Inicio").fill(start);
  await dialog.getByLabel("Fin").fill(end);
  // Nothing to save without a season's salary, said in Spanish.
  await dialog.getByRole("button", { name: "Guardar contrato" }).click();
  await expect(dialog.getByText("Añade al menos una temporada con su salario")).toBeVisible();
  await dialog.getByRole("button", { name: "Temporadas según las fechas" }).click();
  const seasons = dialog.getByLabel("Salario bruto (€)");
  const count = await seasons.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let index = 0; index < count; index += 1) await seasons.nth(index).fill(index === 0 ? "400.000" : "500.000");
  await dialog.getByRole("button", { name: "Añadir bonus" }).click();
  await dialog.getByLabel("Tipo").selectOption({ label: "Goles" });
  await dialog.getByLabel("Descripción").fill("12 goles en liga");
  await dialog.getByLabel("Objetivo").fill("12");
  await dialog.getByLabel("Llevado").fill("10");
  await dialog.getByLabel("Importe (€)").fill("60.000");
  await dialog.getByRole("button", { name: "Añadir opción" }).click();
  await dialog.getByLabel("Avisar antes del").fill(shiftDays(today, 20));
  await dialog.getByLabel("Amplía hasta").fill(shiftDays(end, 365));
  await dialog.getByLabel("El jugador cobra derechos de imagen a través de una sociedad").check();
  await dialog.getByLabel("Sociedad", { exact: true }).fill("Imagen Contrato SL");
  await dialog.getByLabel("Importe anual (€)").fill("200.000");
  await dialog.getByRole("button", { name: "Guardar contrato" }).click();
  await expect(page.getByText("Contrato guardado")).toBeVisible();

  const card = page.getByTestId("club-contract");
  await expect(card.getByRole("heading", { name: club.name })).toBeVisible();
  await expect(card.getByText("En vigor")).toBeVisible();
  await expect(card.getByText("Goles: 12 goles en liga")).toBeVisible();
  await expect(card.getByText("10 de 12")).toBeVisible();
  await expect(card.getByText("Al alcance")).toBeVisible();
  await expect(card.getByText("Quedan menos de 60 días")).toBeVisible();
  // Image rights past 15 % of the whole: the law's warning, with its source.
  await expect(card.getByRole("list", { name: "Avisos" })).toContainText(
    "Ley 35/2006 del IRPF, art. 92.3 (regla 85/15)",
  );
  await expectNoSeriousViolation(page);

  // The Resumen names the clauses and the option's notice.
  await page.getByRole("link", { name: "Resumen" }).click();
  await expect(page.getByText(/Aviso de opción antes del/)).toBeVisible();
  await expect(page.getByText("1 bonus al alcance")).toBeVisible();
});
