import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";

import { agencyTimeZone, agencyToday } from "../../shared/domain/calendar-day";
import type { PushDevice, PushStatus, PushTestResult } from "../../shared/schemas/push";
import { NO_MAIL } from "../mail/mailer";
import { AEAT_SERVICE_URLS } from "../modules/verifactu";
import { createPusher } from "../push/pusher";
import { startPushService } from "../test/push-service";
import { useSignedInApp } from "../test/signed-in-app";
import { TEST_ORIGIN } from "../test/test-app";
import { sweepAlertPushes } from "./alert-pushes";
import { startJobs } from "./jobs";

// Sending stays off in these databases: the VERI*FACTU job runs and finds nothing to do.
const VERIFACTU_OFF = { url: AEAT_SERVICE_URLS.test, secret: "test-secret" };

let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const clock = () => ({ today: agencyToday(), now: new Date(), timeZone: agencyTimeZone() });
const keys = webpush.generateVAPIDKeys();

describe("alerts by Web Push", () => {
  const pusher = () => createPusher({ keys, extraOrigins: [service.origin] });
  const t = useSignedInApp(() => ({ pusher: pusher() }));
  const sweep = () => sweepAlertPushes(t.database.db, pusher(), clock());
  const task = (title: string) => t.make.create<{ id: string }>("/api/tasks", { title, dueDate: agencyToday() });
  const subscribe = async (device: ReturnType<typeof service.newDevice>, userAgent?: string) => {
    const response = await t.request("/api/push/subscriptions", {
      method: "POST",
      json: device.subscription,
      headers: userAgent ? { "User-Agent": userAgent } : {},
    });
    expect(response.status).toBe(201);
    return (await response.json()) as PushDevice;
  };

  it("answers only a signed-in user", async () => {
    expect((await t.anonymous("/api/push")).status).toBe(401);
    expect((await t.anonymous("/api/push/test", { method: "POST" })).status).toBe(401);
    const status = (await (await t.request("/api/push")).json()) as PushStatus;
    expect(status).toEqual({ publicKey: keys.publicKey, devices: [] });
  });

  it("refuses a subscription that is not a browser's, or that points elsewhere than a push service", async () => {
    const device = service.newDevice();
    const wrongKey = await t.request("/api/push/subscriptions", {
      method: "POST",
      json: { ...device.subscription, keys: { p256dh: "corta", auth: device.subscription.keys.auth } },
    });
    expect(wrongKey.status).toBe(400);
    expect(((await wrongKey.json()) as { error: { message: string } }).error.message).toBe(
      "La clave p256dh de la suscripción no es válida",
    );
    for (const endpoint of [
      "http://127.0.0.1:5432/",
      "https://intranet.agencia.local/push",
      "https://fcm.googleapis.com.evil.test/x",
    ]) {
      const refused = await t.request("/api/push/subscriptions", {
        method: "POST",
        json: { ...device.subscription, endpoint },
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        "Palco no envía notificaciones a ese servicio",
      );
    }
    expect((await t.request("/api/push/test", { method: "POST" })).status).toBe(409);
  });

  it("sends a test notification, encrypted for the device alone, and removes one the push service calls gone", async () => {
    const phone = service.newDevice();
    const saved = await subscribe(
      phone,
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    );
    expect(saved).toMatchObject({ label: "Chrome en Android", endpoint: phone.subscription.endpoint });
    const result = (await (await t.request("/api/push/test", { method: "POST" })).json()) as PushTestResult;
    expect(result).toEqual({ sent: 1, removed: 0, failed: 0 });
    const [arrived] = service.received.filter((push) => push.path === phone.path);
    expect(arrived!.headers["content-encoding"]).toBe("aes128gcm");
    expect(arrived!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(arrived!.body.toString("utf8")).not.toContain("prueba");
    expect(phone.messages()).toEqual([
      {
        title: "Palco: notificación de prueba",
        body: "Así te llegarán los avisos que elijas en Configuración.",
        url: "/settings",
        tag: "palco-prueba",
      },
    ]);

    phone.answer(410);
    const gone = (await (await t.request("/api/push/test", { method: "POST" })).json()) as PushTestResult;
    expect(gone).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(((await (await t.request("/api/push")).json()) as PushStatus).devices).toEqual([]);
  });

  it("pushes each alert of the chosen kinds once, with the link to its record", async () => {
    const phone = service.newDevice();
    await subscribe(phone);
    const early = await task("Antes de elegir push");
    expect(await sweep()).toBe(0);
    const saved = await t.request("/api/me/alert-push", { method: "PATCH", json: { tasks: true } });
    expect((await saved.json()) as Record<string, boolean>).toMatchObject({ tasks: true, crisis: false });

    expect(await sweep()).toBe(1);
    expect(phone.messages()).toEqual([
      {
        title: "Tarea para hoy: Antes de elegir push",
        body: expect.any(String) as string,
        url: `/tasks?abrir=${early.id}`,
        tag: expect.stringContaining(early.id) as string,
      },
    ]);
    const [again] = await Promise.all([sweep(), sweep()]);
    expect(again).toBe(0);
    expect(phone.messages()).toHaveLength(1);

    // A burst reads as one summary on the lock screen.
    for (const title of ["Uno", "Dos", "Tres", "Cuatro"]) await task(title);
    expect(await sweep()).toBe(4);
    expect(phone.messages().at(-1)).toMatchObject({ title: "Palco: 4 avisos nuevos", url: "/" });
  });

  it("keeps the alert for the next sweep when no device took it, and says why in Configuración", async () => {
    const status = (await (await t.request("/api/push")).json()) as PushStatus;
    await Promise.all(
      status.devices.map((device) => t.request(`/api/push/subscriptions/${device.id}`, { method: "DELETE" })),
    );
    const phone = service.newDevice();
    await subscribe(phone);
    phone.answer(500);
    await task("Con el servicio caído");
    expect(await sweep()).toBe(0);
    const [device] = ((await (await t.request("/api/push")).json()) as PushStatus).devices;
    expect(device!.lastError).toBe("El servicio de notificaciones respondió 500");

    phone.answer(201);
    expect(await sweep()).toBe(1);
    expect(phone.messages().map((message) => message.title)).toEqual(["Tarea para hoy: Con el servicio caído"]);
    const [recovered] = ((await (await t.request("/api/push")).json()) as PushStatus).devices;
    expect(recovered).toMatchObject({ lastError: null, lastSentAt: expect.any(String) as string });
  });

  it("removes only the user's own device, and 404 for any other", async () => {
    const [device] = ((await (await t.request("/api/push")).json()) as PushStatus).devices;
    expect((await t.request("/api/push/subscriptions/no-es-un-id", { method: "DELETE" })).status).toBe(404);
    const missing = await t.request("/api/push/subscriptions/00000000-0000-4000-8000-000000000000", {
      method: "DELETE",
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe("Dispositivo no encontrado");
    expect((await t.request(`/api/push/subscriptions/${device!.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("runs as the same job in PostgreSQL as email, without SMTP", async () => {
    const phone = service.newDevice();
    await subscribe(phone);
    await task("Desde la cola");
    const jobs = await startJobs({
      pool: t.database.pool,
      db: t.database.db,
      mailer: NO_MAIL,
      pusher: pusher(),
      publicUrl: TEST_ORIGIN,
      verifactu: VERIFACTU_OFF,
    });
    try {
      await jobs.sweepNow();
      await expect.poll(() => phone.messages().length, { timeout: 15_000 }).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
