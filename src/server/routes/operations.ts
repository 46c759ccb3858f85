import {
  createOperationSchema,
  listOperationsQuerySchema,
  updateOperationSchema,
} from "../../shared/schemas/operation";
import type { Database } from "../db/client";
import { operationDeleteImpact } from "../db/queries/delete-impact";
import {
  createOperation,
  deleteOperation,
  getOperation,
  listOperations,
  operationSummary,
  updateOperation,
} from "../db/queries/operations";
import { OPERATION_HISTORY } from "../db/queries/recorded-writes";
import { operations } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { operationsCsv } from "./csv-columns";

export const operationRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: "Operación no encontrada",
      table: operations,
      csv: operationsCsv,
      activity: OPERATION_HISTORY,
      schemas: { list: listOperationsQuerySchema, create: createOperationSchema, update: updateOperationSchema },
      list: listOperations,
      get: getOperation,
      create: createOperation,
      update: updateOperation,
      remove: deleteOperation,
      impact: operationDeleteImpact,
    },
    (app) => app.get("/summary", async (c) => c.json(await operationSummary(db))),
  );
