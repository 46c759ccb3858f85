import { formatCsvDate } from "../../../shared/domain/csv-values";
import {
  createOperationSchema,
  listOperationsQuerySchema,
  updateOperationSchema,
  type Operation,
} from "../../../shared/schemas/operation";
import type { Database } from "../../db/client";
import type { PlayerReach } from "../../db/lib/player-reach";
import { keptPages } from "../../db/lib/versioned-view";
import { crudRoutes, reachOf } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { keptJson } from "../../http/kept-json";
import { operationDeleteImpact } from "../../views/delete-impact/queries";
import { OPERATION_HISTORY } from "./history";
import {
  deleteOperation,
  getOperation,
  insertOperation,
  listOperations,
  operationSummary,
  updateOperationRow,
} from "./queries";
import { operationRules } from "./rules";
import { operations } from "./table";

// What the CSV export contains.
const operationsCsv: CsvExport<Operation> = {
  fileName: "operaciones",
  columns: [
    { header: "Jugador", value: (operation) => operation.playerName },
    { header: "Tipo", value: (operation) => operation.type },
    { header: "Club", value: (operation) => operation.clubName },
    { header: "Club de origen", value: (operation) => operation.originClubName },
    { header: "Etapa", value: (operation) => operation.stage },
    { header: "Importe del traspaso", value: (operation) => operation.transferFee },
    { header: "Salario bruto anual", value: (operation) => operation.salary },
    { header: "Prima de fichaje", value: (operation) => operation.signingBonus },
    { header: "Variables", value: (operation) => operation.bonuses },
    { header: "Inicio del contrato", value: (operation) => formatCsvDate(operation.startDate) },
    { header: "Fin del contrato", value: (operation) => formatCsvDate(operation.endDate) },
    { header: "Fecha de firma", value: (operation) => formatCsvDate(operation.signedOn) },
    { header: "Honorario del agente (%)", value: (operation) => operation.agentFeePercent },
    { header: "Honorario del agente (importe)", value: (operation) => operation.agentFeeAmount },
    { header: "Motivo", value: (operation) => operation.lostReason },
  ],
};

export function operationRoutes(db: Database) {
  // The count per stage over every operation: kept between writes like the list.
  const summary = keptPages("alerts", (tx, _query: object, reach?: PlayerReach) => operationSummary(tx, reach));
  return crudRoutes(
    db,
    {
      notFoundMessage: "Operación no encontrada",
      table: operations,
      csv: operationsCsv,
      activity: OPERATION_HISTORY,
      schemas: { list: listOperationsQuerySchema, create: createOperationSchema, update: updateOperationSchema },
      list: listOperations,
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getOperation,
      rows: { insert: insertOperation, update: updateOperationRow },
      hooks: operationRules,
      remove: deleteOperation,
      impact: operationDeleteImpact,
    },
    (app) => app.get("/summary", async (c) => keptJson(c, await summary(db, {}, reachOf(c)))),
  );
}
