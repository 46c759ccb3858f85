import { type Page } from "@playwright/test";

import { agencyToday, shiftDays } from "@shared/domain/calendar-day";

import { uniqueName } from "./fixtures/api";
import { expectNoViolation } from "./fixtures/axe";
import { makeClub, makeOperation, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const today = agencyToday();
const tomorrow = shiftDays(today, 1);

const alertsPanel = (page: Page) => page.getByRole("dialog", { name: "Notificaciones" });

test("a club's people and its contact log: the next step rings the bell, shows in the calendar and goes when done", async ({
  page,
  request,
}) => {
  const club = await makeClub(request, { name: uniqueName("Club Seguimiento") });
  await page.goto(`/clubs/${club.id}`);
  await expect(page.getByRole("heading", { level: 1, name: club.name })).toBeVisible();
  await expect(page.getByText("Todavía no hay personas de este club.")).toBeVisible();

  await page.getByRole("button", { name: "Añadir persona" }).click();
  const person = page.getByRole("dialog", { name: "Añadir persona" });
  await person.getByLabel("Nombre").fill("Lucía Ferrán");
  await person.getByLabel("Cargo").fill("Directora deportiva");
  await person.getByLabel("Email").fill("lucia@");
  await person.getByRole("button", { name: "Añadir persona" }).click();
  await expect(person.getByText("Introduce un email válido")).toBeVisible();
  await person.getByLabel("Email").fill("lucia@club.example");
  await person.getByLabel("Teléfono").fill("+34 600 111 222");
  await person.getByRole("button", { name: "Añadir persona" }).click();
  await expect(page.getByText("Persona añadida")).toBeVisible();
  const contact = page.getByTestId("contact").filter({ hasText: "Lucía Ferrán" });
  await expect(contact).toContainText("Directora deportiva");
  await expect(contact.getByRole("link", { name: "lucia@club.example" })).toHaveAttribute(
    "href",
    "mailto:lucia@club.example",
  );

  const step = uniqueName("Enviar el dossier");
  await page.getByRole("button", { name: "Registrar contacto" }).click();
  const log = page.getByRole("dialog", { name: "Registrar contacto" });
  await log.getByLabel("Canal").selectOption("reunión");
  await log.getByLabel("Con").selectOption({ label: "Lucía Ferrán" });
  await log.getByLabel("Resumen").fill("Buscan un central zurdo para enero");
  await log.getByLabel("Próximo paso", { exact: true }).fill(step);
  await log.getByRole("button", { name: "Registrar contacto" }).click();
  await expect(log.getByText("Indica la fecha del próximo paso")).toBeVisible();
  await log.getByLabel("Fecha del próximo paso").fill(tomorrow);
  await log.getByRole("button", { name: "Registrar contacto" }).click();
  await expect(page.getByText("Contacto registrado")).toBeVisible();
  const entry = page.getByTestId("contact-log-entry").filter({ hasText: step });
  await expect(entry).toContainText("Reunión");
  await expect(entry).toContainText("Lucía Ferrán · Directora deportiva");

  // The bell brings it back the day before, and takes the agent to the club.
  await page.getByRole("button", { name: /^Notificaciones/ }).click();
  const alert = alertsPanel(page)
    .getByTestId("alert-item")
    .filter({ hasText: `Próximo paso mañana: ${step}` });
  await expect(alert).toHaveCount(1);
  await page.keyboard.press("Escape");

  // The calendar's agenda shows it on its day.
  await page.goto(`/calendar?fecha=${tomorrow}`);
  const agenda = page.getByRole("list", { name: "Agenda del mercado" });
  await expect(agenda).toContainText(step);
  await agenda.getByRole("link", { name: new RegExp(step) }).click();
  await expect(page.getByRole("heading", { level: 1, name: club.name })).toBeVisible();

  await entry.getByRole("button", { name: "Marcar hecho" }).click();
  await expect(page.getByText("Próximo paso hecho", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Hecho" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await page.getByRole("button", { name: /^Notificaciones/ }).click();
  await expect(alertsPanel(page).getByText("Cargando avisos...")).toBeHidden();
  await expect(alertsPanel(page).getByTestId("alert-item").filter({ hasText: step })).toHaveCount(0);
});

test("a contact logged on an operation shows on its player's tab and on the club's page", async ({ page, request }) => {
  const player = await makePlayer(request, { name: uniqueName("Rafa Seguido") });
  const club = await makeClub(request, { name: uniqueName("Club Operación Seguida") });
  const operation = await makeOperation(request, { playerId: player.id, clubId: club.id });
  await page.goto(`/operations/${operation.id}`);
  await page.getByRole("button", { name: "Registrar contacto" }).click();
  const log = page.getByRole("dialog", { name: "Registrar contacto" });
  await log.getByLabel("Canal").selectOption("WhatsApp");
  await log.getByLabel("Resumen").fill("Preguntan por su estado físico");
  await log.getByRole("button", { name: "Registrar contacto" }).click();
  await expect(page.getByText("Contacto registrado")).toBeVisible();

  await page.goto(`/players/${player.id}/operations`);
  const onPlayer = page.getByTestId("contact-log-entry").filter({ hasText: "Preguntan por su estado físico" });
  await expect(onPlayer).toContainText("WhatsApp");
  await expect(onPlayer.getByRole("link", { name: club.name, exact: true })).toBeVisible();
  await onPlayer.getByRole("link", { name: club.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: club.name })).toBeVisible();
  await expect(page.getByTestId("contact-log-entry")).toContainText("Preguntan por su estado físico");
});

test("a contact logged from a club's page names one of its operations, whose player comes along", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Iván Nombrado") });
  const club = await makeClub(request, { name: uniqueName("Club Que Llama") });
  await makeOperation(request, { playerId: player.id, clubId: club.id });
  await page.goto(`/clubs/${club.id}`);
  await expect(page.getByRole("heading", { level: 1, name: club.name })).toBeVisible();
  await page.getByRole("button", { name: "Registrar contacto" }).click();
  const log = page.getByRole("dialog", { name: "Registrar contacto" });
  await log.getByLabel("Operación").selectOption({ label: `Traspaso · ${player.name} (Sondeo)` });
  await expect(log.getByLabel("Jugador", { exact: true })).toHaveValue(player.id);
  await expect(log.getByLabel("Jugador", { exact: true })).toBeDisabled();
  await expectNoViolation(page, '[role="dialog"]');
  await log.getByLabel("Resumen").fill("Piden su informe médico");
  const step = uniqueName("Enviar el informe médico");
  await log.getByLabel("Próximo paso", { exact: true }).fill(step);
  await log.getByLabel("Fecha del próximo paso").fill(agencyToday());
  await log.getByRole("button", { name: "Registrar contacto" }).click();
  await expect(page.getByText("Contacto registrado")).toBeVisible();
  const entry = page.getByTestId("contact-log-entry").filter({ hasText: "Piden su informe médico" });
  await expect(entry.getByRole("link", { name: player.name, exact: true })).toBeVisible();

  await page.goto(`/players/${player.id}/operations`);
  await expect(page.getByTestId("contact-log-entry").filter({ hasText: "Piden su informe médico" })).toBeVisible();

  // One list of what the agent must do: the next step is on Tareas and in the dashboard's "Pendiente hoy".
  await page.goto("/tasks");
  const onTasks = page
    .getByRole("list", { name: "Próximos pasos" })
    .getByTestId("due-next-step")
    .filter({ hasText: step });
  await expect(onTasks).toContainText(player.name);
  await page.goto("/dashboard");
  const due = page.getByTestId("due-tasks").getByTestId("due-next-step").filter({ hasText: step });
  await expect(due).toContainText(club.name);
  // The card's summary counts the next steps beside the tasks, and the count follows what is done.
  const counted = page.getByTestId("due-tasks").getByTestId("next-steps-due");
  await expect(counted).toHaveText(/^\d+ próximos? pasos?$/);
  const before = Number.parseInt((await counted.textContent()) ?? "", 10);
  await expect(counted).toHaveText(before === 1 ? "1 próximo paso" : `${before} próximos pasos`);
  await due.getByRole("button", { name: "Marcar hecho" }).click();
  await expect(page.getByText("Próximo paso hecho", { exact: true })).toBeVisible();
  await expect(page.getByTestId("due-tasks").getByTestId("due-next-step").filter({ hasText: step })).toHaveCount(0);
  if (before === 1) await expect(counted).toHaveCount(0);
  else await expect(counted).toHaveText(before === 2 ? "1 próximo paso" : `${before - 1} próximos pasos`);
});
