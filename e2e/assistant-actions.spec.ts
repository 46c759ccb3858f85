import { type Page } from "@playwright/test";

import { makeBrand, makePlayer } from "./fixtures/records";
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

test("a conversation: the day asked for joins the task, a follow-up narrows a list, Confirmar writes once", async ({
  page,
  request,
}) => {
  const brand = await makeBrand(request, { name: `Marca ${surname()}`, sector: "Deportes" });
  const tasksAbout = async () =>
    (
      (await (await request.get("/api/tasks?limit=100")).json()) as { items: { title: string; recordLabel: string }[] }
    ).items.filter((task) => task.recordLabel === brand.name);

  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Abrir asistente" }).click();
  const send = async (text: string) => {
    await input(page).fill(text);
    await panel(page).getByRole("button", { name: "Enviar" }).click();
  };
  await send(`recuérdame llamar a ${brand.name.toLowerCase()}`);
  await expect(panel(page).locator('[data-role="assistant"]').last()).toContainText(
    `¿Para qué día quieres «Llamar a ${brand.name}»?`,
  );
  await send("el jueves");
  const card = panel(page).getByTestId("action-card").last();
  await expect(card).toContainText(`Crear la tarea «Llamar a ${brand.name}» para el jueves`);
  await card.getByRole("button", { name: "Confirmar" }).click();
  await expect(card).toContainText("Hecho.");
  await expect.poll(async () => (await tasksAbout()).map((task) => task.title)).toEqual([`Llamar a ${brand.name}`]);

  await send("ofertas pendientes");
  await expect(panel(page).locator('[data-role="assistant"]').last()).toContainText("Ofertas pendientes");
  await send("¿cuál vence antes?");
  await expect(panel(page).locator('[data-role="assistant"]').last()).toContainText("La primera oferta");
});
