import { agencyToday } from "../../shared/domain/calendar-day";
import { DEFAULT_USD_PER_EUR } from "../../shared/domain/mandate-rules";
import { createMandateSchema, listMandatesQuerySchema, updateMandateSchema } from "../../shared/schemas/mandate";
import type { Database } from "../db/client";
import { mandateDeleteImpact } from "../db/queries/delete-impact";
import type { DbExecutor } from "../db/queries/executor";
import {
  createMandate,
  deleteMandate,
  getMandate,
  listMandates,
  mandateContext,
  updateMandate,
} from "../db/queries/mandates";
import { MANDATE_HISTORY } from "../db/queries/recorded-writes";
import { mandates } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";

export function mandateRoutes(db: Database, usdPerEur = DEFAULT_USD_PER_EUR) {
  const context = (tx: DbExecutor) => mandateContext(tx, agencyToday(), usdPerEur);
  return crudRoutes(db, {
    notFoundMessage: "Mandato no encontrado",
    table: mandates,
    activity: MANDATE_HISTORY,
    schemas: { list: listMandatesQuerySchema, create: createMandateSchema, update: updateMandateSchema },
    list: async (tx, query) => listMandates(tx, query, await context(tx)),
    get: async (tx, id) => getMandate(tx, id, await context(tx)),
    create: async (tx, input) => createMandate(tx, input, await context(tx)),
    update: async (tx, id, input) => updateMandate(tx, id, input, await context(tx)),
    remove: deleteMandate,
    impact: mandateDeleteImpact,
  });
}
