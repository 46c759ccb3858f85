import { DEFAULT_USD_PER_EUR } from "../../shared/domain/mandate-rules";
import {
  createMandateSchema,
  listMandatesQuerySchema,
  type Mandate,
  updateMandateSchema,
} from "../../shared/schemas/mandate";
import type { Database } from "../db/client";
import { todayIso } from "../db/queries/dates";
import { mandateDeleteImpact } from "../db/queries/delete-impact";
import {
  createMandate,
  deleteMandate,
  getMandate,
  listMandates,
  type MandateContext,
  updateMandate,
} from "../db/queries/mandates";
import { mandates } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";

export function mandateRoutes(db: Database, usdPerEur = DEFAULT_USD_PER_EUR) {
  const context = (): MandateContext => ({ today: todayIso(), usdPerEur });
  return crudRoutes(db, {
    notFoundMessage: "Mandato no encontrado",
    table: mandates,
    activity: { type: "mandate", label: (mandate: Mandate) => `Mandato de ${mandate.playerName}` },
    schemas: { list: listMandatesQuerySchema, create: createMandateSchema, update: updateMandateSchema },
    list: (tx, query) => listMandates(tx, query, context()),
    get: (tx, id) => getMandate(tx, id, context()),
    create: (tx, input) => createMandate(tx, input, context()),
    update: (tx, id, input) => updateMandate(tx, id, input, context()),
    remove: deleteMandate,
    impact: mandateDeleteImpact,
  });
}
