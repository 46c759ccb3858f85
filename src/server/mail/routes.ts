import { Hono } from "hono";

import type { Database } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { lastMailError } from "../jobs/alert-emails";
import { logError } from "../safe-log";
import { composeMail, type Mailer } from "./mailer";

export const MAIL_OFF = "El correo no está configurado: define PALCO_SMTP_URL y PALCO_MAIL_FROM";

/** Configuración's "Correo": whether Palco sends email, from which address, and a test sent to the agent. */
export function mailRoutes(db: Database, mailer: Mailer) {
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      c.json({ configured: mailer.configured, from: mailer.from, lastError: await lastMailError(db) }),
    )
    .post("/test", async (c) => {
      if (!mailer.configured) throw new HttpError(409, "mail_off", MAIL_OFF);
      const { user } = c.get("session");
      try {
        await mailer.send(
          composeMail(user.email, "Palco: correo de prueba", [
            `Hola, ${user.name}:`,
            "Este es el correo de prueba que has pedido desde Configuración. Si lo lees, Palco puede enviarte avisos y enlaces para restablecer la contraseña.",
          ]),
        );
      } catch (error) {
        logError("No se pudo enviar el correo de prueba:", error);
        throw new HttpError(502, "mail_failed", "El servidor de correo no aceptó el envío: revisa PALCO_SMTP_URL");
      }
      return c.json({ sentTo: user.email });
    });
}
