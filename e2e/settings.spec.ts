import { type Locator, type Page } from "@playwright/test";

import { uniqueName } from "./fixtures/api";
import { expectNoViolation } from "./fixtures/axe";
import { madridDay } from "./fixtures/dates";
import { makeClub, makeOperation, makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

// The alert switches belong to the one agent every spec shares: these tests run in order and switch them back on.
test.describe.configure({ mode: "serial" });
test.afterEach(async ({ request }) => {
  await request.patch("/api/me/notifications", {
    data: { crisis: true, contracts: true, opportunities: true, events: true },
  });
});

const inDays = madridDay;
const bell = (page: Page) => page.getByRole("button", { name: /^Notificaciones/ });
const alertsPanel = (page: Page) => page.getByRole("dialog", { name: "Notificaciones" });
async function openAlerts(page: Page) {
  await bell(page).click();
  await expect(alertsPanel(page)).toBeVisible();
  await expect(alertsPanel(page).getByText("Cargando avisos...")).toBeHidden();
  return alertsPanel(page);
}

test("Configuración shows the profile, validates it, and saves the phone", async ({ page }) => {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Configuración" })).toBeVisible();
  const profile = page.getByRole("region", { name: "Perfil" });
  await expect(profile.getByLabel("Nombre completo")).toHaveValue("Marta Ruiz");
  await expect(profile.getByLabel("Email")).toHaveValue("marta@palco.test");

  await profile.getByLabel("Email").fill("marta@");
  await profile.getByLabel("Teléfono").fill("llámame");
  await profile.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(profile.getByText("Introduce un email válido")).toBeVisible();
  await expect(profile.getByText("Introduce un teléfono válido, por ejemplo +34 600 123 456")).toBeVisible();

  await profile.getByLabel("Email").fill("marta@palco.test");
  await profile.getByLabel("Teléfono").fill("+34 600 123 456");
  await profile.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel("Teléfono")).toHaveValue("+34 600 123 456");

  // The FIFA licence number: checked, saved, and printed on each operation's summary.
  await profile.getByLabel("Número de licencia FIFA").fill("<202301>");
  await profile.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(
    profile.getByText("El número de licencia solo admite letras, números, espacios, puntos, barras y guiones"),
  ).toBeVisible();
  await profile.getByLabel("Número de licencia FIFA").fill("202301-1234");
  await profile.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Perfil actualizado")).toBeVisible();
  const operation = await makeOperation(page.request, {
    playerId: (await makePlayer(page.request)).id,
    clubId: (await makeClub(page.request)).id,
  });
  await page.goto(`/operations/${operation.id}`);
  await expect(page.getByText("Agente: Marta Ruiz · Licencia FIFA n.º 202301-1234")).toBeVisible();
  await page.goto("/settings");

  const security = page.getByRole("region", { name: "Seguridad" });
  await security.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(security.getByText("Escribe tu contraseña actual")).toBeVisible();
  await expect(security.getByText("La nueva contraseña debe tener al menos 10 caracteres")).toBeVisible();
  await expect(
    security.getByLabel("Revocar también todos los tokens de API y cambiar la URL del calendario"),
  ).toBeChecked();
  await security.getByLabel("Contraseña actual").fill("palco-e2e-contraseña");
  await security.getByLabel("Nueva contraseña").fill("palco-e2e-contraseña");
  await security.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(security.getByText("La nueva contraseña debe ser distinta de la actual")).toBeVisible();
});

test("the profile and a FIFA rule save again and again without a reload, each save sent and answered", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && /\/api\/(me\/|fifa-rules\/)/.test(request.url()))
      sent.push(new URL(request.url()).pathname);
  });
  const sentTo = (path: RegExp) => sent.filter((sentPath) => path.test(sentPath)).length;
  /**
   * Clicks a save and waits for its answer. Other specs change other parts of the agent's settings meanwhile (the
   * menu colour, the commission, the switches): each part has its own version, so none of them makes the profile
   * stale. The next value is typed at once: the form is read-only until the save and the settings' new read are
   * done, or that read would put the saved value over the one typed (found typing the next phone straight away).
   */
  const save = async (button: Locator, path: RegExp) => {
    const answered = page.waitForResponse(
      (response) => path.test(new URL(response.url()).pathname) && response.request().method() !== "GET",
    );
    await button.click();
    expect((await answered).status()).toBe(200);
  };
  await page.goto("/settings");
  const profile = page.getByRole("region", { name: "Perfil" });
  await expect(profile.getByLabel("Email")).toHaveValue(/@/);
  // Found with four clicks on Guardar cambios that sent one request: after the first save, every later one (a
  // change included) was refused in silence.
  const saveProfile = profile.getByRole("button", { name: "Guardar cambios" });
  await save(saveProfile, /^\/api\/me\/profile$/);
  await save(saveProfile, /^\/api\/me\/profile$/);
  for (const phone of ["+34 600 111 111", "+34 600 123 456"]) {
    await profile.getByLabel("Teléfono").fill(phone);
    await save(saveProfile, /^\/api\/me\/profile$/);
  }
  expect(sentTo(/^\/api\/me\/profile$/)).toBeGreaterThanOrEqual(4);
  await expect(page.getByText("Perfil actualizado").first()).toBeVisible();

  // The commission's form is left out: commissions.spec saves the same setting meanwhile, a real concurrent edit
  // that rightly opens the stale-record dialog; that form resets only its own field and never had this fault.
  const rules = page.getByRole("region", { name: "Reglas FIFA" });
  const rule = rules.getByRole("form", { name: "Duración máxima del mandato: 2 años" });
  const article = "Reglamento FIFA de Agentes de Fútbol, art. 12";
  for (const source of [`${article} (revisado)`, article]) {
    await rule.getByLabel("Fuente").fill(source);
    await save(rule.getByRole("button", { name: "Guardar" }), /^\/api\/fifa-rules\//);
  }
  expect(sentTo(/^\/api\/fifa-rules\//)).toBeGreaterThanOrEqual(2);
  await page.reload();
  await expect(profile.getByLabel("Teléfono")).toHaveValue("+34 600 123 456");
  await expect(rule.getByLabel("Fuente")).toHaveValue(article);
});

test("a contract ending soon rings the bell, links to the player and goes when the contract moves", async ({
  page,
  request,
}) => {
  const name = uniqueName("Contrato Corto");
  const player = await makePlayer(request, {
    name,
    position: "Lateral",
    team: "CD Uno",
    contractUntil: inDays(10),
  });
  await page.goto("/dashboard");
  await expect(page.getByTestId("unread-alerts")).toBeVisible();
  const panel = await openAlerts(page);
  const alert = panel.getByTestId("alert-item").filter({ hasText: `El contrato de ${name} vence en 10 días` });
  await expect(alert).toHaveAttribute("data-read", "false");

  await alert.getByRole("button", { name: new RegExp(`^El contrato de ${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${player.id}/reputation$`));
  await openAlerts(page);
  await expect(
    alertsPanel(page)
      .getByTestId("alert-item")
      .filter({ hasText: `El contrato de ${name}` }),
  ).toHaveAttribute("data-read", "true");
  await page.keyboard.press("Escape");
  await expect(bell(page)).toBeFocused();

  await request.patch(`/api/players/${player.id}`, { data: { contractUntil: inDays(60) } });
  await page.reload();
  await openAlerts(page);
  await expect(
    alertsPanel(page)
      .getByTestId("alert-item")
      .filter({ hasText: `El contrato de ${name}` }),
  ).toHaveCount(0);
  // Sixty days left is still inside the contract radar's six months.
  await expect(
    alertsPanel(page)
      .getByTestId("alert-item")
      .filter({ hasText: `${name} es libre para negociar con otros clubes` }),
  ).toHaveCount(1);
});

test("each switch is saved, kept after reload, and hides its alerts; Marcar todas como leídas reads the rest", async ({
  page,
  request,
}) => {
  const name = uniqueName("Vence Pronto");
  await makePlayer(request, {
    name,
    team: "CD Dos",
    contractUntil: inDays(5),
  });
  await page.goto("/settings");
  const notifications = page.getByRole("region", { name: "Notificaciones", exact: true });
  for (const title of [
    "Alertas de crisis",
    "Vencimiento de contratos",
    "Nuevas oportunidades",
    "Próximos eventos",
    "Respuestas de los jugadores",
  ]) {
    await expect(notifications.getByRole("switch", { name: title, exact: true })).toBeChecked();
  }
  // This Palco sends no email: the email switches are off and say why.
  await expect(notifications.getByRole("switch", { name: "Por email: Tareas" })).toBeDisabled();
  await expect(notifications).toContainText("Los avisos por email necesitan que Palco tenga correo");
  await notifications.getByRole("switch", { name: "Vencimiento de contratos", exact: true }).click();
  await expect(page.getByText("Vencimiento de contratos: desactivadas")).toBeVisible();
  await page.reload();
  await expect(notifications.getByRole("switch", { name: "Vencimiento de contratos", exact: true })).not.toBeChecked();
  await openAlerts(page);
  await expect(alertsPanel(page).getByTestId("alert-item").filter({ hasText: name })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(alertsPanel(page)).toBeHidden();

  await notifications.getByRole("switch", { name: "Vencimiento de contratos", exact: true }).click();
  await expect(notifications.getByRole("switch", { name: "Vencimiento de contratos", exact: true })).toBeChecked();
  await openAlerts(page);
  const ours = alertsPanel(page)
    .getByTestId("alert-item")
    .filter({ hasText: `El contrato de ${name}` });
  await expect(ours).toHaveAttribute("data-read", "false");
  await alertsPanel(page).getByRole("button", { name: "Marcar todas como leídas" }).click();
  await expect(ours).toHaveAttribute("data-read", "true");
  await page.reload();
  await openAlerts(page);
  await expect(
    alertsPanel(page)
      .getByTestId("alert-item")
      .filter({ hasText: `El contrato de ${name}` }),
  ).toHaveAttribute("data-read", "true");
});

test("Reglas FIFA keeps each rule's status and source as data the agent edits", async ({ page }) => {
  await page.goto("/settings");
  const rules = page.getByRole("region", { name: "Reglas FIFA" });
  const cap = rules.getByRole("form", { name: /^Límite de honorarios/ });
  await expect(cap.getByLabel("Estado")).toHaveValue("suspendida");
  await expect(cap.getByLabel("Fuente")).toHaveValue(/Circular FIFA n\.º 1873/);

  // A rule no warning of another test cites, so that the change cannot reach them.
  const duration = rules.getByRole("form", { name: "Duración máxima del mandato: 2 años" });
  await duration.getByLabel("Fuente").fill(" ");
  await duration.getByRole("button", { name: "Guardar" }).click();
  await expect(duration.getByText("Indica la fuente de la regla (artículo o circular)")).toBeVisible();
  await duration.getByLabel("Fuente").fill("Reglamento FIFA de Agentes de Fútbol, art. 12.8");
  await duration.getByLabel("Estado").selectOption("suspendida");
  await duration.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Regla actualizada")).toBeVisible();
  await page.reload();
  await expect(duration.getByLabel("Estado")).toHaveValue("suspendida");
  await expect(duration.getByLabel("Fuente")).toHaveValue("Reglamento FIFA de Agentes de Fútbol, art. 12.8");
  await duration.getByLabel("Fuente").fill("Reglamento FIFA de Agentes de Fútbol, art. 12");
  await duration.getByLabel("Estado").selectOption("en vigor");
  await duration.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Regla actualizada").first()).toBeVisible();
});

test("Configuración and the alerts pass axe, on a phone too", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/settings");
    await expect(page.getByRole("region", { name: "Perfil" }).getByLabel("Email")).toHaveValue(/@/);
    await expectNoViolation(page);
    await openAlerts(page);
    await expect(alertsPanel(page)).toBeVisible();
    await expectNoViolation(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
  }
});

test("Traspasos adds a league's window, the calendar draws it in its months, and it can be removed", async ({
  page,
}) => {
  const league = `Liga ${Date.now().toString(36)}`;
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Traspasos" });
  await section.getByLabel("Liga", { exact: true }).fill(league);
  await section.getByLabel("Nombre de la ventana").fill("Mercado de prueba");
  // Only a month chosen for the start: refused until its day is chosen too.
  await section.getByLabel("Mes de inicio").selectOption({ label: "enero" });
  await section.getByLabel("Día de fin").selectOption("31");
  await section.getByLabel("Mes de fin").selectOption({ label: "diciembre" });
  await section.getByRole("button", { name: "Añadir ventana" }).click();
  await expect(section.getByText("Elige el día y el mes de inicio (en la API, MM-DD: 07-01)")).toBeVisible();
  // February offers its 29 days, no more.
  await section.getByLabel("Mes de inicio").selectOption({ label: "febrero" });
  await expect(section.getByLabel("Día de inicio").locator("option")).toHaveCount(30);
  await section.getByLabel("Mes de inicio").selectOption({ label: "enero" });
  await section.getByLabel("Día de inicio").selectOption("1");
  await section.getByRole("button", { name: "Añadir ventana" }).click();
  await expect(page.getByText("Ventana de traspasos añadida")).toBeVisible();
  await expect(section.getByText(`${league} · Mercado de prueba`)).toBeVisible();
  await expect(section.getByText("Del 1 de enero al 31 de diciembre de cada año").first()).toBeVisible();
  // The form starts again empty, both halves of each day.
  await expect(section.getByLabel("Día de inicio")).toHaveValue("");
  await expect(section.getByLabel("Mes de fin")).toHaveValue("");

  // A window for the whole year shows in any month.
  await page.goto("/calendar");
  await expect(page.getByTestId("transfer-windows")).toContainText(`${league} · Mercado de prueba`);

  await page.goto("/settings");
  await page.getByRole("button", { name: `Eliminar ${league} Mercado de prueba` }).click();
  await expect(page.getByText("Ventana de traspasos eliminada")).toBeVisible();
  await expect(section.getByText(`${league} · Mercado de prueba`)).toHaveCount(0);
});
