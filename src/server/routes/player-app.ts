import { Hono } from "hono";

import type { Database } from "../db/client";
import { getPlayerHome } from "../db/queries/player-app";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { sessionPlayerId } from "../http/player-scope";

/** /api/app: the player's own app, reached only with a player session (http/player-scope.ts). */
export function playerAppRoutes(db: Database) {
  return new Hono<AppEnv>().get("/home", async (c) => {
    const home = await getPlayerHome(db, sessionPlayerId(c));
    if (!home) throw notFound("Jugador no encontrado");
    return c.json(home);
  });
}
