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
import { investments } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";

export const investmentRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Inversión no encontrada",
    table: investments,
    activity: { type: "investment", label: (investment) => investment.name },
    schemas: { list: listInvestmentsQuerySchema, create: createInvestmentSchema, update: updateInvestmentSchema },
    list: listInvestments,
    get: getInvestment,
    create: createInvestment,
    update: updateInvestment,
    remove: deleteInvestment,
  });
