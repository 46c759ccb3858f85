import { Hono } from "hono";
import { z } from "zod";

import { PUSH_SERVICE_REFUSED, pushSubscriptionSchema, type PushStatus } from "../../../shared/schemas/push";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { HttpError, notFound, validationError } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { pushToDevices } from "../../push/deliver";
import { deviceLabel } from "../../push/device-label";
import type { Pusher } from "../../push/pusher";
import { listPushDevices, removePushDevice, savePushDevice } from "./queries";

export const PUSH_DEVICE_NOT_FOUND = "Dispositivo no encontrado";
export const NO_PUSH_DEVICE = "Aún no has activado las notificaciones en ningún dispositivo";

const uuid = z.uuid();

/**
 * Web Push for whoever is signed in: the key a browser subscribes with, that user's devices, and a test
 * notification. Each user sees and removes only their own devices.
 */
export function pushRoutes(db: Database, pusher: Pusher) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const status: PushStatus = {
        publicKey: pusher.publicKey,
        devices: await listPushDevices(db, c.get("session").user.id),
      };
      return c.json(status);
    })
    .post("/subscriptions", async (c) => {
      const input = await parseJsonBody(c, pushSubscriptionSchema);
      if (!pusher.allows(input.endpoint))
        throw validationError(PUSH_SERVICE_REFUSED, { endpoint: PUSH_SERVICE_REFUSED });
      const device = await savePushDevice(db, c.get("session").user.id, {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        label: input.label || deviceLabel(c.req.header("User-Agent")),
      });
      return c.json(device, 201);
    })
    .delete("/subscriptions/:id", async (c) => {
      const id = c.req.param("id");
      if (!uuid.safeParse(id).success || !(await removePushDevice(db, c.get("session").user.id, id)))
        throw notFound(PUSH_DEVICE_NOT_FOUND);
      return c.body(null, 204);
    })
    .post("/test", async (c) => {
      const { user } = c.get("session");
      const result = await pushToDevices(db, pusher, user, [
        {
          title: "Palco: notificación de prueba",
          ...(user.role === "player"
            ? { body: "Así te avisaremos cuando algo espere tu aprobación.", url: "/app" }
            : { body: "Así te llegarán los avisos que elijas en Configuración.", url: "/settings" }),
          tag: "palco-prueba",
        },
      ]);
      if (result.sent + result.removed + result.failed === 0) throw new HttpError(409, "no_device", NO_PUSH_DEVICE);
      return c.json(result);
    });
}
