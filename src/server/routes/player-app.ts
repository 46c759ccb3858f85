import { Hono } from "hono";

import { listApprovalsQuerySchema } from "../../shared/schemas/approval";
import type { Database } from "../db/client";
import { listApprovals } from "../db/queries/approvals";
import { getPlayerHome } from "../db/queries/player-app";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { sessionPlayerId } from "../http/player-scope";
import { parseQuery } from "../http/validation";

/** /api/app: the player's own app, reached only with a player session (http/player-scope.ts). */
export function playerAppRoutes(db: Database) {
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
  );
}
