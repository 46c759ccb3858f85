import { createClubSchema, listClubsQuerySchema, updateClubSchema, type Club } from "../../../shared/schemas/club";
import type { Database } from "../../db/client";
import { crudRoutes } from "../../http/crud-routes";
import { importHeader, type CsvExport } from "../../http/csv-export";
import { clubDeleteImpact } from "../../views/delete-impact/queries";
import { nameOptionsRoute } from "../../views/name-options/routes";
import { CLUB_HISTORY } from "./history";
import { createClub, deleteClub, getClub, listClubs, updateClub } from "./queries";
import { clubs } from "./table";

// What the CSV export contains.
const clubsCsv: CsvExport<Club> = {
  fileName: "clubes",
  columns: [
    { header: importHeader("clubs", "name"), value: (club) => club.name },
    { header: importHeader("clubs", "country"), value: (club) => club.country },
    { header: importHeader("clubs", "league"), value: (club) => club.league },
    { header: importHeader("clubs", "city"), value: (club) => club.city },
    { header: importHeader("clubs", "notes"), value: (club) => club.notes },
  ],
};

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
      // Kept between writes: every table it reads raises the "alerts" version (migrations 0046, 0077).
      kept: { view: "alerts" },
      get: getClub,
      create: createClub,
      update: updateClub,
      remove: deleteClub,
      impact: clubDeleteImpact,
    },
    nameOptionsRoute(db, "clubs"),
  );
