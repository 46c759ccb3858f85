import { totpCodeFor } from "../src/server/test/totp";
import { expectNoViolation } from "./fixtures/axe";
import { memberBrowser } from "./fixtures/member";
import { expect, test } from "./fixtures/test";

test("a member turns on two-factor sign-in in Configuración, keeps the backup codes and signs in with one", async ({
  page,
  browser,
  baseURL,
}) => {
  // A member's browser through enrolment, sign-out and a sign-in with a backup code.
  test.setTimeout(60_000);
  const laptop = await memberBrowser(page.request, browser, baseURL ?? "", "agente");
  try {
    const member = await laptop.newPage();
    const { email } = (await (await member.request.get("/api/me")).json()) as { email: string };
    await member.goto("/settings");
    const section = member.getByRole("region", { name: "Verificación en dos pasos" });
    await expect(section).toContainText("Desactivada: basta la contraseña para entrar.");
    await section.getByLabel("Tu contraseña").fill("no-es-la-mía");
    await section.getByRole("button", { name: "Activar" }).click();
    await expect(section.getByRole("alert")).toHaveText("Contraseña incorrecta");
    await section.getByLabel("Tu contraseña").fill("contraseña-del-miembro");
    await section.getByRole("button", { name: "Activar" }).click();

    await expect(section.getByRole("img", { name: "Código QR para tu app de autenticación" })).toBeVisible();
    const key = (await section.getByText(/^Clave:/).textContent())?.replace("Clave:", "").trim() ?? "";
    await expectNoViolation(member, "main");
    await section.getByLabel("Código de la app").fill("000000");
    await section.getByRole("button", { name: "Confirmar" }).click();
    await expect(section.getByRole("alert")).toHaveText("El código no es correcto o ha caducado");
    await section.getByLabel("Código de la app").fill(await totpCodeFor(`otpauth://totp/Palco:x?secret=${key}`));
    await section.getByRole("button", { name: "Confirmar" }).click();
    const codes = section.getByRole("list", { name: "Códigos de recuperación" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const backup = (await codes.first().textContent()) ?? "";
    await section.getByRole("button", { name: "Hecho" }).click();
    await expect(member.getByText("Verificación en dos pasos activada")).toBeVisible();
    await expect(section).toContainText("Activada: al iniciar sesión se pide el código de tu app de autenticación.");

    // The phone is not at hand: a backup code, typed without its dash.
    await member.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(member).toHaveURL(/\/login$/);
    await expect(member.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await member.getByLabel("Email").fill(email);
    await member.getByLabel("Contraseña").fill("contraseña-del-miembro");
    await member.getByRole("button", { name: "Iniciar sesión" }).click();
    const step = member.getByRole("form", { name: "Verificación en dos pasos" });
    await step.getByRole("button", { name: "Usar un código de recuperación" }).click();
    await step.getByLabel("Código de recuperación").fill(backup.replace("-", ""));
    await step.getByRole("button", { name: "Verificar" }).click();
    await expect(member).toHaveURL(/\/dashboard$/);
  } finally {
    await laptop.close();
  }
});

test("an accountant is told, on every screen, by when her role needs two-factor sign-in", async ({
  page,
  browser,
  baseURL,
}) => {
  const laptop = await memberBrowser(page.request, browser, baseURL ?? "", "contabilidad", { width: 390, height: 844 });
  try {
    const member = await laptop.newPage();
    await member.goto("/commissions");
    const reminder = member.getByRole("status").filter({ hasText: "Tu rol exige la verificación en dos pasos" });
    await expect(reminder).toContainText("actívala antes del");
    await reminder.getByRole("link", { name: "Activarla en Configuración" }).click();
    await expect(member.getByRole("region", { name: "Verificación en dos pasos" })).toContainText(
      "Tu rol exige la verificación en dos pasos: actívala antes del",
    );
  } finally {
    await laptop.close();
  }
});
