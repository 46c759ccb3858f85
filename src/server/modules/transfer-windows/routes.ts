import {
  createTransferWindowSchema,
  listTransferWindowsQuerySchema,
  updateTransferWindowSchema,
} from "../../../shared/schemas/transfer-window";
import type { Database } from "../../db/client";
import { crudRoutes } from "../../http/crud-routes";
import {
  createTransferWindow,
  deleteTransferWindow,
  getTransferWindow,
  listTransferWindows,
  updateTransferWindow,
} from "./queries";
import { transferWindows } from "./table";

export const transferWindowRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Ventana de traspasos no encontrada",
    table: transferWindows,
    activity: { type: "transfer_window", label: (window) => `${window.league} · ${window.name}` },
    schemas: {
      list: listTransferWindowsQuerySchema,
      create: createTransferWindowSchema,
      update: updateTransferWindowSchema,
    },
    list: (tx) => listTransferWindows(tx),
    // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
    kept: { view: "alerts" },
    get: getTransferWindow,
    create: createTransferWindow,
    update: updateTransferWindow,
    remove: deleteTransferWindow,
  });
