import { Hono } from "hono";
import { listCommissionsQuerySchema, updateCommissionSchema } from "../../shared/schemas/commission";
import type { Database } from "../db/client";
import { getCommission, getCommissionSummary, listCommissions } from "../db/queries/commissions";
import { updateCommissionRecorded } from "../db/queries/recorded-writes";
import { todayIso } from "../db/queries/dates";
import type { AppEnv } from "../http/app-env";
import { actorOf, requireId } from "../http/crud-routes";
import { notFound } from "../http/errors";
import { csvResponse, EXPORT_PAGE_SIZE } from "../http/csv-export";
import { parseJsonBody, parseQuery } from "../http/validation";
import { commissionsCsv } from "./csv-columns";

const NOT_FOUND = "Comisión no encontrada";

/** The ledger: instalments are computed from deals and mandates, so there is no POST or DELETE. */
export const commissionRoutes = (db: Database) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listCommissions(db, parseQuery(c, listCommissionsQuerySchema), todayIso())))
    .get("/summary", async (c) => c.json(await getCommissionSummary(db, todayIso())))
    .get("/export.csv", (c) => {
      const filters = parseQuery(c, listCommissionsQuerySchema);
      const today = todayIso();
      return csvResponse(c, commissionsCsv, (cursor) => listCommissions(db, { ...filters, limit: EXPORT_PAGE_SIZE, cursor }, today));
    })
    .get("/:id", async (c) => {
      const commission = await getCommission(db, requireId(c.req.param("id"), NOT_FOUND), todayIso());
      if (!commission) throw notFound(NOT_FOUND);
      return c.json(commission);
    })
    .patch("/:id", async (c) => {
      const id = requireId(c.req.param("id"), NOT_FOUND);
      const input = await parseJsonBody(c, updateCommissionSchema);
      const commission = await db.transaction((tx) => updateCommissionRecorded(tx, id, input, todayIso(), actorOf(c)));
      if (!commission) throw notFound(NOT_FOUND);
      return c.json(commission);
    });
