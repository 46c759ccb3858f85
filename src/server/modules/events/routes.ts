import { createEventSchema, listEventsQuerySchema, updateEventSchema } from "../../../shared/schemas/event";
import type { Database } from "../../db/client";
import { versionedView } from "../../db/lib/versioned-view";
import { EVENT_HISTORY } from "../../history/recorded-writes";
import { crudRoutes } from "../../http/crud-routes";
import { eventsCsv } from "../../http/csv-columns";
import { countEvents, createEvent, deleteEvent, getEvent, listEvents, updateEvent } from "./queries";
import { events } from "./table";

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
      get: getEvent,
      create: createEvent,
      update: updateEvent,
      remove: deleteEvent,
    },
    (app) => app.get("/count", async (c) => c.json(await currentCount(db))),
  );
}
