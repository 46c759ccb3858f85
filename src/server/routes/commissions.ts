import { Hono } from "hono";
import { listCommissionsQuerySchema, updateCommissionSchema } from "../../shared/schemas/commission";
import type { Database } from "../db/client";
import { getCommission, getCommissionSummary, listCommissions, updateCommission } from "../db/queries/commissions";
import { todayIso } from "../db/queries/dates";
import type { AppEnv } from "../http/app-env";
import { requireId } from "../http/crud-routes";
import { notFound } from "../http/errors";
import { parseJsonBody, parseQuery } from "../http/validation";

const NOT_FOUND = "Comisión no encontrada";

/** The ledger: instalments are computed from deals and mandates, so there is no POST or DELETE. */
export const commissionRoutes = (db: Database) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listCommissions(db, parseQuery(c, listCommissionsQuerySchema), todayIso())))
    .get("/summary", async (c) => c.json(await getCommissionSummary(db, todayIso())))
    .get("/:id", async (c) => {
      const commission = await getCommission(db, requireId(c.req.param("id"), NOT_FOUND), todayIso());
      if (!commission) throw notFound(NOT_FOUND);
      return c.json(commission);
    })
    .patch("/:id", async (c) => {
      const id = requireId(c.req.param("id"), NOT_FOUND);
      const input = await parseJsonBody(c, updateCommissionSchema);
      const commission = await db.transaction((tx) => updateCommission(tx, id, input, todayIso()));
      if (!commission) throw notFound(NOT_FOUND);
      return c.json(commission);
    });
