import { agencyToday } from "../../shared/domain/calendar-day";
import { DEFAULT_USD_PER_EUR } from "../../shared/domain/mandate-rules";
import { createMandateSchema, listMandatesQuerySchema, updateMandateSchema } from "../../shared/schemas/mandate";
import type { Database } from "../db/client";
import { mandateDeleteImpact } from "../db/queries/delete-impact";
import {
  createMandate,
  deleteMandate,
  getMandate,
  listMandates,
  updateMandate,
  type MandateContext,
} from "../db/queries/mandates";
import { MANDATE_HISTORY } from "../db/queries/recorded-writes";
import { mandates } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";

export function mandateRoutes(db: Database, usdPerEur = DEFAULT_USD_PER_EUR) {
  const context = (): MandateContext => ({ today: agencyToday(), usdPerEur });
  return crudRoutes(db, {
    notFoundMessage: "Mandato no encontrado",
    table: mandates,
    activity: MANDATE_HISTORY,
    schemas: { list: listMandatesQuerySchema, create: createMandateSchema, update: updateMandateSchema },
    list: (tx, query) => listMandates(tx, query, context()),
    get: (tx, id) => getMandate(tx, id, context()),
    create: (tx, input) => createMandate(tx, input, context()),
    update: (tx, id, input) => updateMandate(tx, id, input, context()),
    remove: deleteMandate,
    impact: mandateDeleteImpact,
  });
}
