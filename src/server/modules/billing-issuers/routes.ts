import { Hono } from "hono";

import { createIssuerSchema, ISSUER_MESSAGES, updateIssuerSchema } from "../../../shared/schemas/billing-issuer";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { requireVersion } from "../../db/lib/record-versions";
import { createRecorded, removeRecorded, updateRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, requireId } from "../../http/crud-routes";
import { conflict, notFound } from "../../http/errors";
import { etagOf, ifMatchVersion } from "../../http/preconditions";
import { parseJsonBody } from "../../http/validation";
import { ISSUER_HISTORY } from "./history";
import { createIssuer, getIssuer, listIssuers, removeIssuer, updateIssuer } from "./queries";
import { billingIssuers } from "./table";

/** Configuración > Facturación: who invoices, with what series, VAT and withholding. */
export function billingIssuerRoutes(db: Database) {
  const idOf = (raw: string) => requireId(raw, ISSUER_MESSAGES.notFound);
  const checkVersion = async (tx: DbExecutor, id: string, expected?: number) => {
    if (!(await requireVersion(tx, billingIssuers, id, expected, () => getIssuer(tx, id))))
      throw notFound(ISSUER_MESSAGES.notFound);
  };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await listIssuers(db) }))
    .get("/:id", async (c) => {
      const issuer = await getIssuer(db, idOf(c.req.param("id")));
      if (!issuer) throw notFound(ISSUER_MESSAGES.notFound);
      c.header("ETag", etagOf(issuer.version));
      return c.json(issuer);
    })
    .post("/", async (c) => {
      const input = await parseJsonBody(c, createIssuerSchema);
      const issuer = await db.transaction((tx) =>
        createRecorded(tx, ISSUER_HISTORY, actorOf(c), () => createIssuer(tx, input)),
      );
      c.header("ETag", etagOf(issuer.version));
      return c.json(issuer, 201);
    })
    .put("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const input = await parseJsonBody(c, updateIssuerSchema);
      const issuer = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        const before = await getIssuer(tx, id);
        // The NIF names the records' chain: once an invoice was issued under it, it stays.
        if (before && before.issuedCount > 0 && before.nif !== input.nif)
          throw conflict("El NIF de un emisor con facturas emitidas no se puede cambiar");
        return updateRecorded(
          tx,
          ISSUER_HISTORY,
          actorOf(c),
          id,
          input,
          async () => before,
          () => updateIssuer(tx, id, input),
        );
      });
      if (!issuer) throw notFound(ISSUER_MESSAGES.notFound);
      c.header("ETag", etagOf(issuer.version));
      return c.json(issuer);
    })
    .delete("/:id", async (c) => {
      const id = idOf(c.req.param("id"));
      const expected = ifMatchVersion(c);
      const deleted = await db.transaction(async (tx) => {
        await checkVersion(tx, id, expected);
        const issuer = await getIssuer(tx, id);
        if (issuer && issuer.issuedCount > 0) throw conflict(ISSUER_MESSAGES.inUse);
        return removeRecorded(
          tx,
          ISSUER_HISTORY,
          actorOf(c),
          id,
          async () => issuer,
          () => removeIssuer(tx, id),
        );
      });
      if (!deleted) throw notFound(ISSUER_MESSAGES.notFound);
      return c.body(null, 204);
    });
}
