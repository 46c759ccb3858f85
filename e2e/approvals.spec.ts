import { type Page } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { expectNoViolation } from "./fixtures/axe";
import { playerRequest } from "./fixtures/player";
import { makeApproval, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const counter = (page: Page, status: "pending" | "approved" | "rejected") =>
  page.getByTestId(`approvals-${status}`).locator("dd");

test("Aprobar and Rechazar take the item out of the list, move the counters and keep the decision", async ({
  page,
  request,
}) => {
  const player = await makePlayer(request, {
    name: uniqueName("App Jugador"),
    position: "Extremo",
    team: "CD Uno",
  });
  const renewal = uniqueName("Renovación con Marca");
  const post = uniqueName("Post de lanzamiento");
  await makeApproval(request, {
    playerId: player.id,
    kind: "renewal",
    title: renewal,
    amount: "250.000€",
  });
  await makeApproval(request, {
    playerId: player.id,
    title: post,
    detail: "Texto del post",
  });

  await page.goto("/mobile/approvals");
  await page.getByLabel("Jugador", { exact: true }).selectOption({ label: player.name });
  await expect(
    page.getByRole("region", { name: "App del jugador" }).getByRole("heading", { name: player.name }),
  ).toBeVisible();
  await expect(counter(page, "pending")).toHaveText("2");
  await expect(counter(page, "approved")).toHaveText("0");
  await expect(counter(page, "rejected")).toHaveText("0");
  await expect(page.getByText("Todavía no hay decisiones.")).toBeVisible();

  await page.getByRole("button", { name: `Aprobar: ${renewal}` }).click();
  await expect(page.getByText("Aprobado", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("pending-approval").filter({ hasText: renewal })).toHaveCount(0);
  await expect(counter(page, "pending")).toHaveText("1");
  await expect(counter(page, "approved")).toHaveText("1");

  await page.getByRole("button", { name: `Rechazar: ${post}` }).click();
  await expect(page.getByText("No hay nada pendiente de aprobar.")).toBeVisible();
  await expect(counter(page, "pending")).toHaveText("0");
  await expect(counter(page, "rejected")).toHaveText("1");

  await page.reload();
  await page.getByLabel("Jugador", { exact: true }).selectOption({ label: player.name });
  const history = page.getByTestId("decided-approval");
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(post);
  await expect(history.first()).toContainText("Rechazado");
  await expect(history.last()).toContainText(renewal);
  await expect(history.last()).toContainText("Aprobado");
  // This player has no app: the agency answered, and the history says so.
  await expect(history.last()).toContainText("Decidió la agencia");
});

test("a player with the app answers for themself: the agent waits, then the bell brings the answer and its comment", async ({
  page,
  request,
  baseURL,
}) => {
  const player = await makePlayer(request, { name: uniqueName("Con App"), position: "Lateral", team: "CD Tres" });
  const title = uniqueName("Sesión de fotos con Aqualis");
  const asked = await makeApproval(request, { playerId: player.id, kind: "photo_session", title });
  const phone = await playerRequest(request, baseURL!, player.id);

  await page.goto("/mobile/approvals");
  await page.getByLabel("Jugador", { exact: true }).selectOption({ label: player.name });
  const card = page.getByTestId("pending-approval").filter({ hasText: title });
  await expect(card).toContainText("Esperando la respuesta del jugador en su app");
  await expect(card.getByRole("button", { name: `Aprobar: ${title}` })).toHaveCount(0);

  const comment = "Ese día juego en casa";
  expect((await phone.patch(`/api/approvals/${asked.id}`, { data: { status: "rejected", comment } })).status()).toBe(
    200,
  );
  await phone.dispose();

  await page.reload();
  await page.getByRole("button", { name: /^Notificaciones/ }).click();
  const panel = page.getByRole("dialog", { name: "Notificaciones" });
  const alert = panel.getByTestId("alert-item").filter({ hasText: `${player.name} ha rechazado: ${title}` });
  await expect(alert).toContainText(`«${comment}»`);
  await alert.getByRole("button").first().click();
  // The alert opens Aprobaciones on that player.
  await expect(page).toHaveURL(new RegExp(`/mobile/approvals\\?jugador=${player.id}$`));
  await expect(page.getByLabel("Jugador", { exact: true })).toHaveValue(player.id);
  const answer = page.getByTestId("decided-approval").filter({ hasText: title });
  await expect(answer).toContainText("Rechazado");
  await expect(answer).toContainText("Respondió el jugador");
  await expect(answer).toContainText(`«${comment}»`);
});

test("a refused decision leaves the item in place and says so", async ({ page, request }) => {
  const player = await makePlayer(request, {
    name: uniqueName("Sin Red"),
    position: "Pivote",
    team: "CD Dos",
  });
  const title = uniqueName("Sesión de fotos");
  await makeApproval(request, {
    playerId: player.id,
    kind: "photo_session",
    title,
    scheduledFor: "2026-12-20",
  });
  await page.goto("/mobile/approvals");
  await page.getByLabel("Jugador", { exact: true }).selectOption({ label: player.name });
  await expect(page.getByTestId("pending-approval")).toContainText("Fecha: 20 dic 2026");
  await page.route("**/api/approvals/*", (route) =>
    route.request().method() === "PATCH" ? route.abort() : route.continue(),
  );
  await page.getByRole("button", { name: `Aprobar: ${title}` }).click();
  await expect(page.getByText("No se pudo guardar la decisión")).toBeVisible();
  await expect(page.getByTestId("pending-approval").filter({ hasText: title })).toBeVisible();
  await expect(counter(page, "pending")).toHaveText("1");
});

test("the approvals screen passes axe on desktop and phone", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/mobile/approvals");
    await expect(
      page.getByTestId("pending-approval").or(page.getByText("No hay nada pendiente de aprobar.")).first(),
    ).toBeVisible();
    await expectNoViolation(page);
  }
});
