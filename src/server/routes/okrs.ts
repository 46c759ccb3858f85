import { createOkrSchema, listOkrsQuerySchema, updateOkrSchema } from "../../shared/schemas/okr";
import type { Database } from "../db/client";
import { todayIso } from "../db/queries/dates";
import { createOkr, deleteOkr, getOkr, listOkrs, updateOkr } from "../db/queries/okrs";
import { crudRoutes } from "../http/crud-routes";

export const okrRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "OKR no encontrado",
    schemas: { list: listOkrsQuerySchema, create: createOkrSchema, update: updateOkrSchema },
    list: listOkrs,
    get: getOkr,
    // SPEC: the year defaults to the current one.
    create: (tx, input) => createOkr(tx, input, Number(todayIso().slice(0, 4))),
    update: updateOkr,
    remove: deleteOkr,
  });
