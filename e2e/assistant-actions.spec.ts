import { type Page } from "@playwright/test";

import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const panel = (page: Page) => page.getByRole("region", { name: /^Asistente:/ });
const input = (page: Page) => page.getByLabel("Mensaje para el asistente");

/** A surname no other spec uses, made of letters so that the assistant reads it as a name. */
const surname = () =>
  `Zubi${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

test("the offline assistant proposes an event: Cancelar writes nothing, Confirmar creates it", async ({
  page,
  request,
}) => {
  const name = `Iker ${surname()}`;
  const player = await makePlayer(request, {
    name,
    team: "CD Confirma",
  });
  const eventsOf = async () =>
    (
      (await (await request.get(`/api/events?playerId=${player.id}&limit=50`)).json()) as {
        items: { title: string; time: string }[];
      }
    ).items;

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Abrir asistente" }).click();
  await input(page).fill(`Crea un evento para ${name} el viernes a las 18:00 en Valdebebas`);
  await panel(page).getByRole("button", { name: "Enviar" }).click();
  const first = panel(page).getByTestId("action-card").last();
  await expect(first).toContainText(`Crear el evento «Evento en Valdebebas» (Evento) para ${name} el viernes`);
  await first.getByRole("button", { name: "Cancelar" }).click();
  await expect(first).toContainText("Cancelado: no se ha cambiado nada.");
  expect(await eventsOf()).toEqual([]);

  await input(page).fill(`Crea un evento para ${name} el viernes a las 18:00 en Valdebebas`);
  await panel(page).getByRole("button", { name: "Enviar" }).click();
  const second = panel(page).getByTestId("action-card").last();
  await expect(second.getByRole("button", { name: "Confirmar" })).toBeVisible();
  await second.getByRole("button", { name: "Confirmar" }).click();
  await expect(second).toContainText("Hecho.");
  await expect
    .poll(async () => (await eventsOf()).map((event) => [event.title, event.time]))
    .toEqual([["Evento en Valdebebas", "18:00"]]);
  await second.getByRole("link", { name: "Ver en Palco" }).click();
  await expect(page).toHaveURL(/\/calendar\?fecha=\d{4}-\d{2}-\d{2}$/);
});
