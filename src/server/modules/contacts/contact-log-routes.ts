import {
  createContactLogSchema,
  listContactLogQuerySchema,
  updateContactLogSchema,
} from "../../../shared/schemas/contact-log";
import type { Database } from "../../db/client";
import { CONTACT_LOG_HISTORY } from "../../history/recorded-writes";
import { crudRoutes } from "../../http/crud-routes";
import { contactLogCsv } from "../../http/csv-columns";
import {
  createContactLogEntry,
  deleteContactLogEntry,
  getContactLogEntry,
  listContactLog,
  updateContactLogEntry,
} from "./contact-log-queries";
import { contactLog } from "./table";

export const contactLogRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Contacto no encontrado",
    table: contactLog,
    csv: contactLogCsv,
    activity: CONTACT_LOG_HISTORY,
    schemas: { list: listContactLogQuerySchema, create: createContactLogSchema, update: updateContactLogSchema },
    list: listContactLog,
    get: getContactLogEntry,
    create: createContactLogEntry,
    update: updateContactLogEntry,
    remove: deleteContactLogEntry,
  });
