import { expectNoViolation } from "./fixtures/axe";
import { memberBrowser } from "./fixtures/member";
import { expect, test } from "./fixtures/test";

test("a member adds a passkey in Configuración, signs in with it and removes it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const laptop = await memberBrowser(page.request, browser, baseURL ?? "", "comunicacion");
  try {
    const member = await laptop.newPage();
    // The laptop's own lock, as Chromium simulates it for tests: a fingerprint that always matches.
    const devtools = await laptop.newCDPSession(member);
    await devtools.send("WebAuthn.enable");
    await devtools.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await member.goto("/settings");
    const section = member.getByRole("region", { name: "Llaves de acceso" });
    await expect(section).toContainText("Todavía no tienes llaves de acceso.");
    await section.getByRole("button", { name: "Añadir llave de acceso" }).click();
    await expect(section.getByText("Pon un nombre a la llave de acceso")).toBeVisible();
    await section.getByLabel("Nombre de la llave").fill("Portátil de pruebas");
    await section.getByRole("button", { name: "Añadir llave de acceso" }).click();
    await expect(member.getByText("Llave de acceso añadida")).toBeVisible();
    await expect(section.getByTestId("passkey")).toContainText(["Portátil de pruebas"]);
    await expect(section.getByTestId("passkey")).toContainText("Sin usar todavía");
    await expectNoViolation(member, "main");

    // Signed out, the login page opens Palco with the passkey alone: no email, no password.
    await laptop.clearCookies();
    await member.goto("/login");
    await member.getByRole("button", { name: "Entrar con una llave de acceso" }).click();
    await expect(member.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await member.goto("/settings");
    await expect(section.getByTestId("passkey")).toContainText("Último uso:");
    await section.getByRole("button", { name: "Quitar Portátil de pruebas" }).click();
    await member.getByRole("alertdialog").getByRole("button", { name: "Quitar" }).click();
    await expect(member.getByText("Llave de acceso quitada")).toBeVisible();
    await expect(section).toContainText("Todavía no tienes llaves de acceso.");

    // The passkey the laptop still holds no longer opens Palco.
    await laptop.clearCookies();
    await member.goto("/login");
    await member.getByRole("button", { name: "Entrar con una llave de acceso" }).click();
    await expect(member.getByRole("alert")).toHaveText("Esta llave de acceso no está registrada en Palco.");
  } finally {
    await laptop.close();
  }
});
