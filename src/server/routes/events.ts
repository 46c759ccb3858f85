import { createEventSchema, listEventsQuerySchema, updateEventSchema } from "../../shared/schemas/event";
import type { Database } from "../db/client";
import { countEvents, createEvent, deleteEvent, getEvent, listEvents, updateEvent } from "../db/queries/events";
import { crudRoutes } from "../http/crud-routes";

export const eventRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: "Evento no encontrado",
      schemas: { list: listEventsQuerySchema, create: createEventSchema, update: updateEventSchema },
      list: listEvents,
      get: getEvent,
      create: createEvent,
      update: updateEvent,
      remove: deleteEvent,
    },
    (app) => app.get("/count", async (c) => c.json(await countEvents(db))),
  );
