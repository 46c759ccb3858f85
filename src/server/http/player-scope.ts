import { createMiddleware } from "hono/factory";

import { PLAYER_FORBIDDEN_MESSAGE } from "../../shared/schemas/player-access";
import type { AppEnv } from "./app-env";
import { forbidden } from "./errors";

/**
 * What a player's session may reach: their own app's routes, which answer only the player's records. Everything
 * else is the agency's (other players, brands, money, settings, tokens, CSV, search) and is refused with 403 here,
 * before any route runs: a route added later is closed to players until it is listed.
 */
export const PLAYER_ROUTE_PREFIXES = ["/api/app/"] as const;

/** The player app's routes, for the agent: the agent has the whole console instead. */
const PLAYER_APP_ONLY = "Esta parte de Palco es la app del jugador";

export const playerScope = createMiddleware<AppEnv>(async (c, next) => {
  const isPlayer = c.get("session").user.role === "player";
  const inPlayerApp = PLAYER_ROUTE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix));
  if (isPlayer && !inPlayerApp) throw forbidden(PLAYER_FORBIDDEN_MESSAGE);
  if (!isPlayer && inPlayerApp) throw forbidden(PLAYER_APP_ONLY);
  await next();
});

/** The player a player session belongs to (playerScope lets no other session reach the app's routes). */
export function sessionPlayerId(c: { get: (key: "session") => { user: { playerId?: string | null } } }): string {
  const playerId = c.get("session").user.playerId;
  if (!playerId) throw forbidden(PLAYER_APP_ONLY);
  return playerId;
}
