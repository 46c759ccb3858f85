import {
  createContactLogSchema,
  listContactLogQuerySchema,
  updateContactLogSchema,
} from "../../shared/schemas/contact-log";
import type { Database } from "../db/client";
import {
  createContactLogEntry,
  deleteContactLogEntry,
  getContactLogEntry,
  listContactLog,
  updateContactLogEntry,
} from "../db/queries/contact-log";
import { CONTACT_LOG_HISTORY } from "../db/queries/recorded-writes";
import { contactLog } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { contactLogCsv } from "./csv-columns";

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
