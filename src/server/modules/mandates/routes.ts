import { agencyToday } from "../../../shared/domain/calendar-day";
import { DEFAULT_USD_PER_EUR } from "../../../shared/domain/mandate-rules";
import { createMandateSchema, listMandatesQuerySchema, updateMandateSchema } from "../../../shared/schemas/mandate";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/lib/executor";
import { crudRoutes } from "../../http/crud-routes";
import { mandateDeleteImpact } from "../../views/delete-impact/queries";
import { MANDATE_HISTORY } from "./history";
import { deleteMandate, getMandate, insertMandate, listMandates, mandateContext, updateMandateRow } from "./queries";
import { mandateRules } from "./rules";
import { mandates } from "./table";

export function mandateRoutes(db: Database, usdPerEur = DEFAULT_USD_PER_EUR) {
  const context = (tx: DbExecutor) => mandateContext(tx, agencyToday(), usdPerEur);
  return crudRoutes(db, {
    notFoundMessage: "Mandato no encontrado",
    table: mandates,
    activity: MANDATE_HISTORY,
    schemas: { list: listMandatesQuerySchema, create: createMandateSchema, update: updateMandateSchema },
    list: async (tx, query, reach) => listMandates(tx, query, await context(tx), reach),
    // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
    kept: { view: "alerts" },
    get: async (tx, id) => getMandate(tx, id, await context(tx)),
    rows: { insert: insertMandate, update: updateMandateRow },
    hooks: mandateRules,
    remove: deleteMandate,
    impact: mandateDeleteImpact,
  });
}
