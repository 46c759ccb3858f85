import {
  createInvestmentSchema,
  listInvestmentsQuerySchema,
  updateInvestmentSchema,
} from "../../shared/schemas/investment";
import type { Database } from "../db/client";
import {
  createInvestment,
  deleteInvestment,
  getInvestment,
  listInvestments,
  updateInvestment,
} from "../db/queries/investments";
import { INVESTMENT_HISTORY } from "../db/queries/recorded-writes";
import { investments } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";

export const investmentRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Inversión no encontrada",
    table: investments,
    activity: INVESTMENT_HISTORY,
    schemas: { list: listInvestmentsQuerySchema, create: createInvestmentSchema, update: updateInvestmentSchema },
    list: listInvestments,
    get: getInvestment,
    create: createInvestment,
    update: updateInvestment,
    remove: deleteInvestment,
  });
