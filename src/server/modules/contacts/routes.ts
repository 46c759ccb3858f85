import {
  createContactSchema,
  listContactsQuerySchema,
  updateContactSchema,
  type Contact,
} from "../../../shared/schemas/contact";
import type { Database } from "../../db/client";
import { crudRoutes } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { CONTACT_HISTORY } from "./history";
import { createContact, deleteContact, getContact, listContacts, updateContact } from "./queries";
import { contacts } from "./table";

// What the CSV export contains.
const contactsCsv: CsvExport<Contact> = {
  fileName: "personas",
  columns: [
    { header: "Nombre", value: (contact) => contact.name },
    { header: "Cargo", value: (contact) => contact.role },
    { header: "Club", value: (contact) => contact.clubName },
    { header: "Marca", value: (contact) => contact.brandName },
    { header: "Email", value: (contact) => contact.email },
    { header: "Teléfono", value: (contact) => contact.phone },
    { header: "Notas", value: (contact) => contact.notes },
  ],
};

export const contactRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: "Persona no encontrada",
    table: contacts,
    csv: contactsCsv,
    activity: CONTACT_HISTORY,
    schemas: { list: listContactsQuerySchema, create: createContactSchema, update: updateContactSchema },
    list: listContacts,
    // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
    kept: { view: "alerts" },
    get: getContact,
    create: createContact,
    update: updateContact,
    remove: deleteContact,
  });
