import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";

import {
  CLUB_CONTRACT_MESSAGES,
  createAnyClubContractSchema,
  createClubContractSchema,
  listClubContractsQuerySchema,
  updateClubContractSchema,
} from "../../../shared/schemas/club-contract";
import type { Database } from "../../db/client";
import { isReached } from "../../db/lib/player-reach";
import { createRecorded } from "../../history/recorded-writes";
import type { AppEnv } from "../../http/app-env";
import { actorOf, crudRoutes, reachOf, requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { keptJson } from "../../http/kept-json";
import { etagOf } from "../../http/preconditions";
import { parseJsonBody } from "../../http/validation";
import { players } from "../players/table";
import { CLUB_CONTRACT_HISTORY } from "./history";
import {
  deleteClubContract,
  getClubContract,
  insertClubContract,
  listClubContracts,
  updateClubContract,
} from "./queries";
import { clubContracts } from "./table";

/** /api/contracts: every contract within reach (?playerId=), and one contract to read, edit or delete. */
export const clubContractRoutes = (db: Database) =>
  crudRoutes(db, {
    notFoundMessage: CLUB_CONTRACT_MESSAGES.notFound,
    table: clubContracts,
    activity: CLUB_CONTRACT_HISTORY,
    schemas: {
      list: listClubContractsQuerySchema,
      create: createAnyClubContractSchema,
      update: updateClubContractSchema,
    },
    list: listClubContracts,
    get: getClubContract,
    create: (tx, { playerId, ...input }) => insertClubContract(tx, playerId, input),
    update: updateClubContract,
    remove: deleteClubContract,
  });

const PLAYER_NOT_FOUND = "Jugador no encontrado";

/** /api/players/:id/contracts: a player's contracts with clubs, and a new one for him. */
export function playerContractRoutes(db: Database) {
  // An unknown player, and for a member who reaches only some players any other one, answers the same 404.
  const reachedPlayer = async (c: Context<AppEnv>) => {
    const playerId = requireId(c.req.param("id") ?? "", PLAYER_NOT_FOUND);
    const [found] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
    if (!found || !isReached(reachOf(c), playerId)) throw notFound(PLAYER_NOT_FOUND);
    return playerId;
  };
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      keptJson(c, await listClubContracts(db, { playerId: await reachedPlayer(c), limit: 50 }, reachOf(c))),
    )
    .post("/", async (c) => {
      const playerId = await reachedPlayer(c);
      const input = await parseJsonBody(c, createClubContractSchema);
      const contract = await db.transaction((tx) =>
        createRecorded(tx, CLUB_CONTRACT_HISTORY, actorOf(c), () => insertClubContract(tx, playerId, input)),
      );
      c.header("ETag", etagOf(contract.version));
      return c.json(contract, 201);
    });
}
