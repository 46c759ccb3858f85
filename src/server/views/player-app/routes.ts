import { Hono } from "hono";

import { listApprovalsQuerySchema } from "../../../shared/schemas/approval";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { sessionPlayerId } from "../../http/player-scope";
import { storedPictureAnswer } from "../../http/stored-picture";
import { parseQuery } from "../../http/validation";
import { listApprovals } from "../../modules/approvals";
import { pictureKey, PLAYER_PHOTO } from "../../modules/pictures";
import type { FileStorage } from "../../storage/storage";
import { statementAnswers } from "../player-statement/routes";
import { getPlayerAgenda, getPlayerHome, listPlayerDeals, listPlayerImages, playerImageFileKey } from "./queries";

const IMAGE_NOT_FOUND = "Imagen no encontrada";

/** /api/app: the player's own app, reached only with a player session (http/player-scope.ts). */
export function playerAppRoutes(db: Database, storage: FileStorage) {
  const statement = statementAnswers(db, sessionPlayerId);
  return (
    new Hono<AppEnv>()
      .get("/home", async (c) => {
        const home = await getPlayerHome(db, sessionPlayerId(c));
        if (!home) throw notFound("Jugador no encontrado");
        return c.json(home);
      })
      // What waits for the player's decision (?status=pending) and their history (?status=decided): theirs only.
      .get("/approvals", async (c) => {
        const { playerId: _ignored, ...query } = parseQuery(c, listApprovalsQuerySchema);
        return c.json(await listApprovals(db, { ...query, playerId: sessionPlayerId(c) }));
      })
      // Their own photo, for their app's Inicio.
      .get("/photo", async (c) => {
        const key = await pictureKey(db, PLAYER_PHOTO, sessionPlayerId(c));
        return storedPictureAnswer(c, storage, key, "No tienes foto");
      })
      // What the agency earned from the player and who paid it (FIFA gives the player that right): theirs only.
      .get("/statement", statement.json)
      .get("/statement.pdf", statement.pdf)
      .get("/agenda", async (c) => c.json(await getPlayerAgenda(db, sessionPlayerId(c))))
      .get("/deals", async (c) => c.json({ items: await listPlayerDeals(db, sessionPlayerId(c)) }))
      .get("/images", async (c) => c.json({ items: await listPlayerImages(db, sessionPlayerId(c)) }))
      // Another player's image answers as one that does not exist.
      .get("/images/:id/file", async (c) => {
        const id = requireId(c.req.param("id"), IMAGE_NOT_FOUND);
        const key = await playerImageFileKey(db, sessionPlayerId(c), id);
        return storedPictureAnswer(c, storage, key, IMAGE_NOT_FOUND);
      })
  );
}
