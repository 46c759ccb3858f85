import {
  createInvestmentSchema,
  listInvestmentsQuerySchema,
  updateInvestmentSchema,
} from "../../../shared/schemas/investment";
import type { Database } from "../../db/client";
import { crudRoutes } from "../../http/crud-routes";
import { INVESTMENT_HISTORY } from "./history";
import { createInvestment, deleteInvestment, getInvestment, listInvestments, updateInvestment } from "./queries";
import { investments } from "./table";

export const investmentRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Inversión no encontrada",
    table: investments,
    activity: INVESTMENT_HISTORY,
    schemas: { list: listInvestmentsQuerySchema, create: createInvestmentSchema, update: updateInvestmentSchema },
    list: listInvestments,
    // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
    kept: { view: "alerts" },
    get: getInvestment,
    create: createInvestment,
    update: updateInvestment,
    remove: deleteInvestment,
  });
