import { CHANNEL_LABELS } from "../../../shared/domain/contacts";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import {
  createContactLogSchema,
  dueNextStepsQuerySchema,
  listContactLogQuerySchema,
  updateContactLogSchema,
  type ContactLogEntry,
} from "../../../shared/schemas/contact-log";
import type { Database } from "../../db/client";
import { crudRoutes, reachOf } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { parseQuery } from "../../http/validation";
import { assertLicensedMember } from "../team";
import {
  createContactLogEntry,
  deleteContactLogEntry,
  dueNextSteps,
  getContactLogEntry,
  listContactLog,
  updateContactLogEntry,
} from "./contact-log-queries";
import { CONTACT_LOG_HISTORY } from "./history";
import { contactLog } from "./table";

// What the CSV export contains.
const contactLogCsv: CsvExport<ContactLogEntry> = {
  fileName: "seguimiento",
  columns: [
    { header: "Fecha", value: (entry) => formatCsvDate(entry.date) },
    { header: "Canal", value: (entry) => CHANNEL_LABELS[entry.channel] },
    { header: "Persona", value: (entry) => entry.contactName },
    { header: "Club", value: (entry) => entry.clubName },
    { header: "Marca", value: (entry) => entry.brandName },
    { header: "Jugador", value: (entry) => entry.playerName },
    { header: "Operación", value: (entry) => entry.operationLabel },
    { header: "Resumen", value: (entry) => entry.summary },
    { header: "Acercamiento", value: (entry) => (entry.approach ? "Sí" : "No") },
    { header: "Próximo paso", value: (entry) => entry.nextStep },
    { header: "Fecha del próximo paso", value: (entry) => formatCsvDate(entry.nextStepOn) },
    { header: "Hecho", value: (entry) => (entry.nextStepDone ? "Sí" : "No") },
  ],
};

export const contactLogRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: "Contacto no encontrado",
      table: contactLog,
      csv: contactLogCsv,
      activity: CONTACT_LOG_HISTORY,
      schemas: { list: listContactLogQuerySchema, create: createContactLogSchema, update: updateContactLogSchema },
      list: listContactLog,
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getContactLogEntry,
      // An approach offers the agency's services: only a licensed agent logs one (FIFA art. 11).
      async create(tx, input, actor) {
        if (input.approach) await assertLicensedMember(tx, actor.id, "approach");
        return createContactLogEntry(tx, input);
      },
      async update(tx, id, input, actor) {
        if (input.approach) await assertLicensedMember(tx, actor.id, "approach");
        return updateContactLogEntry(tx, id, input);
      },
      remove: deleteContactLogEntry,
    },
    (app) =>
      app.get("/next-steps", async (c) => {
        const { until } = parseQuery(c, dueNextStepsQuerySchema);
        return c.json(await dueNextSteps(db, until, reachOf(c)));
      }),
  );
