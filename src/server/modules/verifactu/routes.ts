import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";

import { updateVerifactuSchema, uploadCertificateSchema, VERIFACTU_MESSAGES } from "../../../shared/schemas/verifactu";
import type { Database } from "../../db/client";
import { requireVersion } from "../../db/lib/record-versions";
import type { AppEnv } from "../../http/app-env";
import { validationError } from "../../http/errors";
import { etagOf, ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody } from "../../http/validation";
import { certificateUsable, sealCertificate } from "./certificate";
import { ensureSettings, storeCertificate, updateVerifactuSettings, verifactuStatus } from "./settings";
import { verifactuSettings } from "./table";

/** Configuración > Facturación > VERI*FACTU: the sending mode, the producer and the taxpayer's certificate. */
export function verifactuRoutes(db: Database, options: { endpoint: string; secret: string }) {
  const status = async (c: Context<AppEnv>) => {
    const current = await verifactuStatus(db, options.endpoint);
    c.header("ETag", etagOf(current.version));
    return c.json(current);
  };
  return new Hono<AppEnv>()
    .get("/", (c) => status(c))
    .put("/", async (c) => {
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, updateVerifactuSchema);
      await db.transaction(async (tx) => {
        await ensureSettings(tx);
        await requireVersion(tx, verifactuSettings, "1", expected, () => verifactuStatus(tx, options.endpoint));
        const [current] = await tx.select().from(verifactuSettings).where(eq(verifactuSettings.id, 1));
        if (input.sending === "verifactu" && !current?.certificate)
          throw validationError(VERIFACTU_MESSAGES.certificateFirst, { sending: VERIFACTU_MESSAGES.certificateFirst });
        await updateVerifactuSettings(tx, input);
      });
      return status(c);
    })
    .post("/certificate", async (c) => {
      const input = await parseJsonBody(c, uploadCertificateSchema);
      const certificate = { pfx: Buffer.from(input.content, "base64"), passphrase: input.password };
      if (!certificateUsable(certificate))
        throw validationError(VERIFACTU_MESSAGES.certificateUnusable, {
          content: VERIFACTU_MESSAGES.certificateUnusable,
        });
      await storeCertificate(db, sealCertificate(certificate, options.secret), input.fileName);
      return status(c);
    })
    .delete("/certificate", async (c) => {
      await db.transaction(async (tx) => {
        await storeCertificate(tx, null, null);
        // Without a certificate nothing can be sent: sending goes off rather than failing every minute.
        await tx.update(verifactuSettings).set({ sending: "off" });
      });
      return status(c);
    });
}
