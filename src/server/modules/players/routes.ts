import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import {
  createPlayerSchema,
  listPlayersQuerySchema,
  updatePlayerSchema,
  type ListPlayersQuery,
  type Player,
} from "../../../shared/schemas/player";
import type { Database } from "../../db/client";
import type { PlayerReach } from "../../db/lib/player-reach";
import { keptPages, versionedView } from "../../db/lib/versioned-view";
import { crudRoutes, requireId } from "../../http/crud-routes";
import { importHeader, type CsvExport } from "../../http/csv-export";
import { notFound } from "../../http/errors";
import { recordPictureRoutes } from "../../http/record-picture-routes";
import type { FileStorage } from "../../storage/storage";
import { playerDeleteImpact, playerFileKeys } from "../../views/delete-impact/queries";
import { nameOptionsRoute } from "../../views/name-options/routes";
import { dossierForRole } from "../../views/player-dossier/for-role";
import { getPlayerDossier } from "../../views/player-dossier/queries";
import { overviewForRole } from "../../views/player-overview/for-role";
import { getPlayerOverview } from "../../views/player-overview/queries";
import { PLAYER_PHOTO } from "../pictures";
import { keepCreatedPlayer } from "../team";
import { PLAYER_HISTORY } from "./history";
import { countAllPlayers, createPlayer, deletePlayer, getPlayer, listPlayers, updatePlayer } from "./queries";
import { players } from "./table";

// What the CSV export contains.
const playersCsv: CsvExport<Player> = {
  fileName: "jugadores",
  columns: [
    { header: importHeader("players", "name"), value: (player) => player.name },
    { header: importHeader("players", "position"), value: (player) => player.position },
    { header: importHeader("players", "nationality"), value: (player) => player.nationality },
    { header: importHeader("players", "team"), value: (player) => player.team },
    { header: importHeader("players", "birthDate"), value: (player) => formatCsvDate(player.birthDate) },
    { header: importHeader("players", "instagramFollowers"), value: (player) => player.social.instagram },
    { header: importHeader("players", "tiktokFollowers"), value: (player) => player.social.tiktok },
    { header: importHeader("players", "xFollowers"), value: (player) => player.social.x },
    { header: importHeader("players", "youtubeFollowers"), value: (player) => player.social.youtube },
    { header: importHeader("players", "engagementRate"), value: (player) => player.social.engagementRate },
    { header: importHeader("players", "sentiment"), value: (player) => player.sentiment },
    { header: importHeader("players", "marketValue"), value: (player) => player.marketValue },
    { header: importHeader("players", "contractUntil"), value: (player) => formatCsvDate(player.contractUntil) },
  ],
};

export const PLAYER_NOT_FOUND = "Jugador no encontrado";

export function playerRoutes(db: Database, storage: FileStorage) {
  // Every first page shows the portfolio's size: counted again only after a write.
  const playerCount = versionedView("player-count", countAllPlayers, "totals");
  const pages = keptPages("alerts", (tx, query: ListPlayersQuery, reach?: PlayerReach) =>
    listPlayers(tx, query, playerCount, reach),
  );
  const routes = crudRoutes(
    db,
    {
      notFoundMessage: PLAYER_NOT_FOUND,
      table: players,
      csv: playersCsv,
      activity: PLAYER_HISTORY,
      schemas: { list: listPlayersQuerySchema, create: createPlayerSchema, update: updatePlayerSchema },
      list: pages,
      get: getPlayer,
      create: createPlayer,
      update: updatePlayer,
      remove: deletePlayer,
      impact: playerDeleteImpact,
      files: { storage, keysOf: playerFileKeys },
      afterCreate: (tx, player, viewer) => keepCreatedPlayer(tx, viewer, player.id),
    },
    nameOptionsRoute(db, "players"),
  );
  routes.route(
    "/",
    recordPictureRoutes(db, storage, {
      kind: "photo",
      columns: PLAYER_PHOTO,
      notFoundMessage: PLAYER_NOT_FOUND,
      record: (tx, id) => getPlayer(tx, id),
    }),
  );
  routes.get("/:id/overview", async (c) => {
    const overview = await getPlayerOverview(db, requireId(c.req.param("id"), PLAYER_NOT_FOUND));
    if (!overview) throw notFound(PLAYER_NOT_FOUND);
    return c.json(overviewForRole(overview, c.get("viewer")));
  });
  routes.get("/:id/dossier", async (c) => {
    const dossier = await getPlayerDossier(db, requireId(c.req.param("id"), PLAYER_NOT_FOUND), agencyToday());
    if (!dossier) throw notFound(PLAYER_NOT_FOUND);
    return c.json(dossierForRole(dossier, c.get("viewer")));
  });
  return routes;
}
