import { createClubSchema, listClubsQuerySchema, updateClubSchema } from "../../shared/schemas/club";
import type { Database } from "../db/client";
import { createClub, deleteClub, getClub, listClubs, updateClub } from "../db/queries/clubs";
import { clubDeleteImpact } from "../db/queries/delete-impact";
import { CLUB_HISTORY } from "../db/queries/recorded-writes";
import { clubs } from "../db/schema";
import { crudRoutes } from "../http/crud-routes";
import { clubsCsv } from "./csv-columns";
import { nameOptionsRoute } from "./name-options";

export const clubRoutes = (db: Database) =>
  crudRoutes(
    db,
    {
      notFoundMessage: "Club no encontrado",
      table: clubs,
      csv: clubsCsv,
      activity: CLUB_HISTORY,
      schemas: { list: listClubsQuerySchema, create: createClubSchema, update: updateClubSchema },
      list: listClubs,
      get: getClub,
      create: createClub,
      update: updateClub,
      remove: deleteClub,
      impact: clubDeleteImpact,
    },
    nameOptionsRoute(db, "clubs"),
  );
