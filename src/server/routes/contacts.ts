import { createContactSchema, listContactsQuerySchema, updateContactSchema } from "../../shared/schemas/contact";
import type { Database } from "../db/client";
import { createContact, deleteContact, getContact, listContacts, updateContact } from "../db/queries/contacts";
import { CONTACT_HISTORY } from "../db/queries/recorded-writes";
import { contacts } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { contactsCsv } from "./csv-columns";

export const contactRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Persona no encontrada",
    table: contacts,
    csv: contactsCsv,
    activity: CONTACT_HISTORY,
    schemas: { list: listContactsQuerySchema, create: createContactSchema, update: updateContactSchema },
    list: listContacts,
    get: getContact,
    create: createContact,
    update: updateContact,
    remove: deleteContact,
  });
