import { E2E_AGENT } from "./fixtures/agent";
import { uniqueName } from "./fixtures/api";
import { madridDay } from "./fixtures/dates";
import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("a task from a player's page: listed there, on Tareas and on the dashboard, then ticked off", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Tareas") });
  const title = uniqueName("Llamar a Aqualis");
  await page.goto(`/players/${player.id}/summary`);
  const card = page.getByRole("region", { name: "Tareas" });
  await expect(card).toContainText("No hay tareas pendientes ni hechas sobre este registro");
  await card.getByRole("button", { name: "Nueva tarea" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva tarea" });
  await expect(dialog).toContainText(`Sobre ${player.name}.`);
  await dialog.getByRole("button", { name: "Crear tarea" }).click();
  await expect(dialog.getByText("El título es obligatorio")).toBeVisible();
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Hora (opcional)").fill("18:30");
  await dialog.getByLabel("Notas").fill("Preguntar por la renovación");
  // Given to a member of the agency: here, the one signed in.
  await dialog.getByLabel("Para").selectOption({ label: E2E_AGENT.name });
  await dialog.getByRole("button", { name: "Crear tarea" }).click();
  await expect(page.getByText("Tarea creada")).toBeVisible();
  const row = card.getByTestId("task-row").filter({ hasText: title });
  await expect(row).toContainText("Hoy 18:30");
  await expect(row).toContainText(`Para ${E2E_AGENT.name}`);
  await expect(row).toContainText(`Jugador: ${player.name}`);

  // At 390 px too, the phone: /tasks is in the accessibility sweep (axe, no sideways scroll) at both widths.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/tasks");
  await expect(page.getByRole("heading", { level: 1, name: "Tareas" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Hoy" }).getByTestId("task-row").filter({ hasText: title }),
  ).toBeVisible();
  await page.getByRole("switch", { name: "Mis tareas" }).click();
  await expect(page).toHaveURL(/mias=1/);
  await expect(
    page.getByRole("region", { name: "Hoy" }).getByTestId("task-row").filter({ hasText: title }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto("/dashboard");
  const due = page.getByTestId("due-tasks");
  await expect(due).toContainText("para hoy");
  await due
    .getByTestId("task-row")
    .filter({ hasText: title })
    .getByRole("checkbox", { name: `Marcar como hecha: ${title}` })
    // click, not check(): the row leaves "Pendiente hoy" as soon as it is done, so there is no checked box to wait for.
    .click();
  await expect(page.getByText("Tarea hecha")).toBeVisible();
  await expect(due.getByTestId("task-row").filter({ hasText: title })).toHaveCount(0);

  await page.goto("/tasks");
  const done = page.getByRole("region", { name: "Hechas" }).getByTestId("task-row").filter({ hasText: title });
  await expect(done).toHaveAttribute("data-state", "done");
  // The player's record link leads back to the player.
  await done.getByRole("link", { name: `Jugador: ${player.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${player.id}`));
});

test("Ctrl+K offers Nueva tarea, and a task for yesterday reads as overdue", async ({ page }) => {
  const title = uniqueName("Enviar informe");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Buscar en Palco" });
  await expect(palette.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("nueva tarea");
  await expect(palette.getByRole("option", { name: "Nueva tarea" })).toBeVisible();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Nueva tarea" });
  await dialog.getByLabel("Título").fill(title);
  const yesterday = madridDay(-1);
  await dialog.getByLabel("Día").fill(yesterday);
  await dialog.getByRole("button", { name: "Crear tarea" }).click();
  const row = page.getByRole("region", { name: "Vencidas" }).getByTestId("task-row").filter({ hasText: title });
  await expect(row).toContainText("Vencida");
  await row.getByRole("button", { name: `Eliminar ${title}` }).click();
  await page.getByRole("alertdialog", { name: "¿Eliminar tarea?" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Tarea eliminada")).toBeVisible();
  await expect(row).toHaveCount(0);
});
