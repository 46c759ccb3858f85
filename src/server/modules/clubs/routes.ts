import { createClubSchema, listClubsQuerySchema, updateClubSchema } from "../../../shared/schemas/club";
import type { Database } from "../../db/client";
import { CLUB_HISTORY } from "../../history/recorded-writes";
import { crudRoutes } from "../../http/crud-routes";
import { clubsCsv } from "../../http/csv-columns";
import { clubDeleteImpact } from "../../views/delete-impact/queries";
import { nameOptionsRoute } from "../../views/name-options/routes";
import { createClub, deleteClub, getClub, listClubs, updateClub } from "./queries";
import { clubs } from "./table";

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
