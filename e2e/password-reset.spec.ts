import { startSmtpCatcher } from "../src/server/test/smtp-catcher";
import { expectNoSeriousViolation } from "./fixtures/axe";
import { startOwnServer } from "./fixtures/own-server";
import { expect, test } from "./fixtures/test";

test("a forgotten password is reset from the emailed link, on a phone, and Configuración sends a test email", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpCatcher();
  const server = await startOwnServer(6, {
    PALCO_SMTP_URL: smtp.url,
    PALCO_MAIL_FROM: "avisos@palco.test",
    PALCO_SAMPLE_DATA: "false",
    PALCO_ADMIN_EMAIL: "olvido@palco.test",
    PALCO_ADMIN_PASSWORD: "la-que-se-me-olvido",
    PALCO_ADMIN_NAME: "Sara Olvido",
  });
  try {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      storageState: { cookies: [], origins: [] },
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    const help = page.getByRole("region", { name: "Recuperar la contraseña" });
    await help.getByLabel("Email de la cuenta").fill("olvido@palco.test");
    await help.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(help.getByRole("status")).toContainText("te hemos enviado un enlace");

    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe("Palco: restablece tu contraseña");
    const link = /(http:\/\/\S+\/api\/auth\/reset-password\/\S+)/.exec(mail.text ?? "")![1]!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/restablecer\?token=/);
    await expectNoSeriousViolation(page);
    await page.getByLabel("Nueva contraseña").fill("recordada-por-fin");
    await page.getByLabel("Repítela").fill("otra-distinta-del-todo");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Las dos contraseñas no coinciden")).toBeVisible();
    await page.getByLabel("Repítela").fill("recordada-por-fin");
    // The reset offers to take away what the old password may have made: every token and the calendar feed.
    const revoke = page.getByLabel(/Revocar también todos los tokens de API y cambiar la URL del calendario/);
    await expect(revoke).toBeChecked();
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/auth/reset-password"));
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ newPassword: "recordada-por-fin", revokeAccess: true });
    await expect(page.getByText("Contraseña cambiada")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The same link does not work twice.
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("El enlace no es válido o ha caducado");

    await page.goto("/login");
    await page.getByLabel("Email").fill("olvido@palco.test");
    await page.getByLabel("Contraseña").fill("recordada-por-fin");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/settings");
    const mailSection = page.getByRole("region", { name: "Correo" });
    await expect(mailSection).toContainText("Correo activado: Palco envía desde avisos@palco.test");
    await mailSection.getByRole("button", { name: "Enviar correo de prueba" }).click();
    await expect(page.getByText("Correo de prueba enviado")).toBeVisible();
    await expect.poll(() => smtp.received.length).toBe(2);
    expect(smtp.received[1]!.subject).toBe("Palco: correo de prueba");

    // A daily summary at the hour the agent picks.
    await mailSection.getByLabel("Resumen diario por email").selectOption({ label: "A las 08:00" });
    await expect(page.getByText("Resumen diario a las 08:00")).toBeVisible();

    // With email on, each alert kind can also go by email.
    const notifications = page.getByRole("region", { name: "Notificaciones", exact: true });
    const tasksByEmail = notifications.getByRole("switch", { name: "Por email: Tareas" });
    await expect(tasksByEmail).not.toBeChecked();
    await tasksByEmail.click();
    await expect(page.getByText("Tareas por email: activado")).toBeVisible();
    await page.reload();
    await expect(tasksByEmail).toBeChecked();
    await expect(mailSection.getByLabel("Resumen diario por email")).toHaveValue("8");
    await expectNoSeriousViolation(page);
    await context.close();
  } finally {
    await server.stop();
    await smtp.close();
  }
});
