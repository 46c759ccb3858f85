import { createContactSchema, listContactsQuerySchema, updateContactSchema } from "../../../shared/schemas/contact";
import type { Database } from "../../db/client";
import { CONTACT_HISTORY } from "../../history/recorded-writes";
import { crudRoutes } from "../../http/crud-routes";
import { contactsCsv } from "../../http/csv-columns";
import { createContact, deleteContact, getContact, listContacts, updateContact } from "./queries";
import { contacts } from "./table";

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
