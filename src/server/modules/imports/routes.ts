import { Hono } from "hono";
import { z } from "zod";

import { IMPORT_RESOURCES, MAX_IMPORT_ROWS, type ImportRowError } from "../../../shared/domain/csv-import";
import { strictObject } from "../../../shared/schemas/common";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { actorOf } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { importRecords, ImportRejected } from "./queries";

const importBodySchema = strictObject({
  rows: z
    .array(
      z.record(
        z.string(),
        z.string({ error: "Cada celda debe ser un texto" }).max(2000, "Una celda no puede superar 2000 caracteres"),
      ),
      { error: "Las filas deben ser una lista" },
    )
    .min(1, "El archivo no tiene filas")
    .max(MAX_IMPORT_ROWS, `Como máximo ${MAX_IMPORT_ROWS} filas por importación`),
});

export type ImportRejectedBody = { error: { code: "validation"; message: string; rows: ImportRowError[] } };

/** POST /api/import/players|brands|clubs|deals: rows already matched to fields; all of them are written, or none. */
export const importRoutes = (db: Database) =>
  new Hono<AppEnv>().post("/:resource", async (c) => {
    const resource = IMPORT_RESOURCES.find((candidate) => candidate === c.req.param("resource"));
    if (!resource) throw notFound("No se puede importar ese tipo de registro");
    const { rows } = await parseJsonBody(c, importBodySchema);
    try {
      const result = await db.transaction((tx) => importRecords(tx, resource, rows, actorOf(c)));
      return c.json(result, 201);
    } catch (error) {
      if (!(error instanceof ImportRejected)) throw error;
      const count = error.errors.length;
      const body: ImportRejectedBody = {
        error: {
          code: "validation",
          message: `${count} ${count === 1 ? "fila tiene errores" : "filas tienen errores"}: no se ha importado nada`,
          rows: error.errors.slice(0, 200),
        },
      };
      return c.json(body, 400);
    }
  });
