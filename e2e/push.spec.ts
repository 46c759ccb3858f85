import { startPushService } from "../src/server/test/push-service";
import { E2E_PUSH_SERVICE_PORT } from "./fixtures/push";
import { expect, test } from "./fixtures/test";

// A context of its own for each test: it registers a service worker and grants a permission, which stay with a tab.
test.use({ freshTab: true });

test("a device gets a test notification and the alerts chosen for push, and its service worker shows them", async ({
  page,
  context,
}) => {
  const service = await startPushService(E2E_PUSH_SERVICE_PORT);
  try {
    const phone = service.newDevice();
    const saved = await page.request.post("/api/push/subscriptions", {
      data: { ...phone.subscription, label: "Pixel de prueba" },
    });
    expect(saved.status()).toBe(201);

    await page.goto("/settings");
    const push = page.getByRole("region", { name: "Notificaciones push" });
    await expect(push.getByText("Pixel de prueba")).toBeVisible();
    await push.getByRole("button", { name: "Enviar notificación de prueba" }).click();
    await expect(page.getByText("Notificación de prueba enviada")).toBeVisible();
    await expect(page.getByText("Enviada a 1 dispositivo")).toBeVisible();
    expect(phone.messages()).toEqual([expect.objectContaining({ title: "Palco: notificación de prueba" })]);
    await expect(push.getByText(/Última notificación:/)).toBeVisible();

    const alerts = page.getByRole("region", { name: "Notificaciones", exact: true });
    const tasksByPush = alerts.getByRole("switch", { name: "Push: Tareas" });
    await expect(tasksByPush).not.toBeChecked();
    await tasksByPush.click();
    await expect(page.getByText("Tareas como notificación push: activado")).toBeVisible();
    await page.reload();
    await expect(tasksByPush).toBeChecked();

    // This browser's own service worker: registered from Configuración, it shows what the push service delivers.
    await context.grantPermissions(["notifications"]);
    await push.getByRole("button", { name: "Activar en este dispositivo" }).click();
    // Activating waits for the service worker, which first keeps the whole app for offline use: seconds on a busy
    // two-core machine.
    await expect(page.getByText(/Notificaciones activadas|No se pudieron activar las notificaciones/)).toBeVisible({
      timeout: 30_000,
    });
    const session = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) =>
      session.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL.endsWith("/") && !registration.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      }),
    );
    await session.send("ServiceWorker.enable");
    await session.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(page.url()).origin,
      registrationId: await registered,
      data: JSON.stringify({ title: "Tarea para hoy: Llamar a Zenit", body: "Hoy", url: "/tasks", tag: "t-1" }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration("/");
          const shown = (await registration?.getNotifications()) ?? [];
          return shown.map((notification) => ({ title: notification.title, data: notification.data as unknown }));
        }),
      )
      .toEqual([{ title: "Tarea para hoy: Llamar a Zenit", data: { url: "/tasks" } }]);

    await push.getByRole("button", { name: "Quitar Pixel de prueba" }).click();
    await expect(page.getByText("Pixel de prueba ya no recibirá notificaciones")).toBeVisible();
    await expect(push.getByText("Pixel de prueba")).toHaveCount(0);
  } finally {
    await service.close();
  }
});
