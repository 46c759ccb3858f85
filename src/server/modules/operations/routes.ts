import {
  createOperationSchema,
  listOperationsQuerySchema,
  updateOperationSchema,
} from "../../../shared/schemas/operation";
import type { Database } from "../../db/client";
import { OPERATION_HISTORY } from "../../history/recorded-writes";
import { crudRoutes } from "../../http/crud-routes";
import { operationsCsv } from "../../http/csv-columns";
import { operationDeleteImpact } from "../../views/delete-impact/queries";
import {
  createOperation,
  deleteOperation,
  getOperation,
  listOperations,
  operationSummary,
  updateOperation,
} from "./queries";
import { operations } from "./table";

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
