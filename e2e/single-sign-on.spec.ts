import type { Page } from "@playwright/test";

import { SSO_MESSAGES } from "@shared/schemas/auth";

import { uniqueEmail } from "./fixtures/api";
import { expect, test } from "./fixtures/test";

const BUTTON = "Entrar con Keycloak de la agencia";

/** The provider's own pages (oidc-provider's): sign in as the address, then allow Palco. */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("la-contraseña-de-la-agencia");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("an invited member signs in with the agency's provider; a stranger is turned back to the sign-in page", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people through the provider's pages in browsers of their own.
  test.setTimeout(60_000);
  const invited = uniqueEmail("prensa-sso");
  const response = await page.request.post("/api/team/invitations", { data: { email: invited, role: "comunicacion" } });
  expect(response.status()).toBe(201);

  const laptop = await browser.newContext({ baseURL, storageState: undefined });
  try {
    const member = await laptop.newPage();
    await member.goto("/login");
    await member.getByRole("button", { name: BUTTON }).click();
    await signInAtProvider(member, invited);
    await expect(member).toHaveURL(/\/dashboard$/);
    const nav = member.getByRole("navigation", { name: "Navegación principal" });
    await expect(nav.getByRole("link", { name: "Noticias", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Comisiones", exact: true })).toHaveCount(0);
    // The owner's team now lists her with the invitation's role, and the invitation is spent.
    await page.goto("/equipo");
    await expect(page.getByTestId("team-member").filter({ hasText: invited })).toContainText("Comunicación");
    await expect(page.getByRole("list", { name: "Invitaciones pendientes" }).getByText(invited)).toHaveCount(0);
  } finally {
    await laptop.close();
  }

  const outsider = await browser.newContext({ baseURL, storageState: undefined });
  try {
    const stranger = await outsider.newPage();
    await stranger.goto("/login");
    await stranger.getByRole("button", { name: BUTTON }).click();
    await signInAtProvider(stranger, uniqueEmail("intruso"));
    await expect(stranger).toHaveURL(/\/login\?sso=no-invitado$/);
    await expect(stranger.getByRole("alert")).toHaveText(SSO_MESSAGES.notInvited);
    await expect(stranger.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  } finally {
    await outsider.close();
  }
});
