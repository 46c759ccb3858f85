import { formatCsvDate } from "../../../shared/domain/csv-values";
import {
  createEventSchema,
  listEventsQuerySchema,
  updateEventSchema,
  type CalendarEvent,
} from "../../../shared/schemas/event";
import type { Database } from "../../db/client";
import { versionedView } from "../../db/lib/versioned-view";
import { crudRoutes, reachOf } from "../../http/crud-routes";
import type { CsvExport } from "../../http/csv-export";
import { EVENT_HISTORY } from "./history";
import {
  countEvents,
  countReachedEvents,
  createEvent,
  deleteEvent,
  getEvent,
  listEvents,
  updateEvent,
} from "./queries";
import { events } from "./table";

// What the CSV export contains.
const eventsCsv: CsvExport<CalendarEvent> = {
  fileName: "eventos",
  columns: [
    { header: "Fecha", value: (event) => formatCsvDate(event.date) },
    { header: "Hora", value: (event) => event.time },
    { header: "Hora de fin", value: (event) => event.endTime ?? "" },
    { header: "Título", value: (event) => event.title },
    { header: "Jugador", value: (event) => event.playerName },
    { header: "Tipo", value: (event) => event.type },
    { header: "Lugar", value: (event) => event.location },
    { header: "Estado", value: (event) => event.status },
  ],
};

export function eventRoutes(db: Database) {
  // A pass over every event: kept while no event changes and the day is the same (see versionedView).
  const currentCount = versionedView("event-count", countEvents);
  return crudRoutes(
    db,
    {
      notFoundMessage: "Evento no encontrado",
      table: events,
      csv: eventsCsv,
      activity: EVENT_HISTORY,
      schemas: { list: listEventsQuerySchema, create: createEventSchema, update: updateEventSchema },
      list: listEvents,
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getEvent,
      create: createEvent,
      update: updateEvent,
      remove: deleteEvent,
    },
    (app) =>
      app.get("/count", async (c) => {
        const reach = reachOf(c);
        return c.json(reach ? await countReachedEvents(db, reach) : await currentCount(db));
      }),
  );
}
