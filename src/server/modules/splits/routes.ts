import { Hono } from "hono";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { putSplitsSchema, type SplitSource } from "../../../shared/schemas/split";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { parseJsonBody } from "../../http/validation";
import { getSplits, putSplits } from "./queries";

const NOT_FOUND: Record<SplitSource, string> = {
  deal: "Patrocinio no encontrado",
  mandate: "Mandato no encontrado",
  operation: "Operación no encontrada",
};

/** GET and PUT /api/{deals|mandates|operations}/:id/splits: who else is owed part of each of its instalments. */
export function splitRoutes(db: Database, source: SplitSource) {
  const idOf = (raw: string | undefined) => requireId(raw ?? "", NOT_FOUND[source]);
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const splits = await getSplits(db, source, idOf(c.req.param("id")));
      if (!splits) throw notFound(NOT_FOUND[source]);
      return c.json(splits);
    })
    .put("/", async (c) => {
      const id = idOf(c.req.param("id"));
      const input = await parseJsonBody(c, putSplitsSchema);
      const splits = await db.transaction((tx) => putSplits(tx, source, id, input, agencyToday()));
      if (!splits) throw notFound(NOT_FOUND[source]);
      return c.json(splits);
    });
}
