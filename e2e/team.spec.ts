import { E2E_AGENT } from "./fixtures/agent";
import { uniqueEmail, uniqueName } from "./fixtures/api";
import { expectNoViolation } from "./fixtures/axe";
import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("the owner invites an accountant who joins, sees the ledger but not the team's controls, and is deactivated", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers through a member's first day and last: longer than a screen's check.
  test.setTimeout(60_000);
  const email = uniqueEmail("contable");
  const dni = `${Date.now() % 100_000_000}`.padStart(8, "0") + "T";
  const created = await page.request.post("/api/players", {
    data: {
      name: uniqueName("Jugador Documentado"),
      position: "Portero",
      nationality: "España",
      team: "CD Papeles",
      idDocumentType: "DNI",
      idDocumentNumber: dni,
    },
  });
  expect(created.status()).toBe(201);
  const playerId = ((await created.json()) as { id: string }).id;
  await page.goto("/equipo");
  await expect(page.getByRole("heading", { level: 1, name: "Equipo" })).toBeVisible();
  const invite = page.getByRole("region", { name: "Invitar a alguien" });
  await invite.getByRole("button", { name: "Invitar" }).click();
  await expect(invite.getByText("El email es obligatorio")).toBeVisible();
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Rol").selectOption({ label: "Contabilidad" });
  await invite.getByRole("button", { name: "Invitar" }).click();
  await expect(invite.getByText(`Envía este enlace a ${email}`)).toBeVisible();
  const link = await invite.getByLabel("Enlace de invitación").inputValue();
  expect(link).toMatch(/\/unirse#[\w-]{43}$/);
  await expect(page.getByRole("list", { name: "Invitaciones pendientes" })).toContainText(email);

  // The accountant, on a browser of her own.
  const laptop = await browser.newContext({ baseURL, storageState: undefined });
  try {
    const member = await laptop.newPage();
    await member.goto(link);
    await expect(member.getByRole("heading", { name: "Únete a tu agencia" })).toBeVisible();
    await member.getByLabel("Tu nombre").fill("Marta Contable");
    await member.getByLabel("Contraseña", { exact: true }).fill("contraseña-de-marta");
    await member.getByLabel("Repite la contraseña").fill("contraseña-de-marta");
    await member.getByRole("button", { name: "Entrar en Palco" }).click();
    await expect(member).toHaveURL(/\/dashboard$/);
    const nav = member.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Comisiones", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "QA Runner" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Objetivos (OKR AI)" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Comisiones", exact: true }).click();
    await expect(member.getByRole("heading", { level: 1, name: "Comisiones" })).toBeVisible();
    // The player's papers are the owner's to read, not hers.
    await member.goto(`/players/${playerId}/summary`);
    const contract = member.getByRole("region", { name: "Contrato y mandato" });
    await expect(contract.getByText("Documento de identidad")).toBeVisible();
    await expect(contract).toContainText("Oculto");
    await expect(contract).not.toContainText(dni);
    // She reads the team, and changes nothing of it.
    await nav.getByRole("link", { name: "Equipo", exact: true }).click();
    await expect(member.getByTestId("team-member").filter({ hasText: "Marta Contable" })).toContainText("Contabilidad");
    // Her role requires a second factor she has not turned on yet; the owner's is on.
    await expect(member.getByTestId("team-member").filter({ hasText: "Marta Contable" })).toContainText(
      "Falta la verificación en dos pasos",
    );
    await expect(member.getByTestId("team-member").filter({ hasText: E2E_AGENT.email })).toContainText(
      "Verificación en dos pasos activada",
    );
    await expect(member.getByRole("region", { name: "Invitar a alguien" })).toHaveCount(0);
    await expect(member.getByRole("button", { name: /^Desactivar a / })).toHaveCount(0);

    // The owner deactivates her: her next request finds her signed out.
    await page.reload();
    await page.getByRole("button", { name: "Desactivar a Marta Contable" }).click();
    const dialog = page.getByRole("alertdialog", { name: "¿Desactivar a Marta Contable?" });
    await expect(dialog.getByLabel("Pasar sus jugadores a")).toBeVisible();
    await dialog.getByRole("button", { name: "Desactivar" }).click();
    await expect(page.getByTestId("team-member").filter({ hasText: "Marta Contable" })).toContainText("Desactivado");
    await member.reload();
    await expect(member).toHaveURL(/\/login/);
  } finally {
    await laptop.close();
  }
});

test("dirección names who looks after a player on the player's summary", async ({ page, request }) => {
  const player = await makePlayer(request, { name: uniqueName("Nico Asignado") });
  await page.goto(`/players/${player.id}/summary`);
  const card = page.getByRole("region", { name: "Quién lo lleva" });
  await expect(card).toContainText("Sin responsable");
  await expect(card).toContainText("Sin colaboradores");
  await card.getByRole("button", { name: "Cambiar quién lo lleva" }).click();
  const dialog = page.getByRole("dialog", { name: `Quién lleva a ${player.name}` });
  await dialog.getByLabel("Responsable").selectOption({ label: E2E_AGENT.name });
  await expect(dialog.getByRole("checkbox", { name: E2E_AGENT.name })).toHaveCount(0);
  await expectNoViolation(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Equipo del jugador guardado")).toBeVisible();
  await expect(card).toContainText(`Responsable: ${E2E_AGENT.name}`);
  await page.reload();
  await expect(page.getByRole("region", { name: "Quién lo lleva" })).toContainText(`Responsable: ${E2E_AGENT.name}`);
});
