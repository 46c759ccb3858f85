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

/** Routes of the agent's that a player also calls, each answering only the player's own records (else 404). */
export const PLAYER_SHARED_ROUTES: { method: string; path: RegExp }[] = [
  // The player's answer to a question about one of their records (routes/approvals.ts).
  { method: "PATCH", path: /^\/api\/approvals\/[^/]+$/ },
];

const inPlayerApp = (path: string) => PLAYER_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix));

export const playerMayReach = (method: string, path: string) =>
  inPlayerApp(path) || PLAYER_SHARED_ROUTES.some((route) => route.method === method && route.path.test(path));

/** The player app's routes, for the agent: the agent has the whole console instead. */
const PLAYER_APP_ONLY = "Esta parte de Palco es la app del jugador";

export const playerScope = createMiddleware<AppEnv>(async (c, next) => {
  const isPlayer = c.get("session").user.role === "player";
  if (isPlayer && !playerMayReach(c.req.method, c.req.path)) throw forbidden(PLAYER_FORBIDDEN_MESSAGE);
  if (!isPlayer && inPlayerApp(c.req.path)) throw forbidden(PLAYER_APP_ONLY);
  await next();
});

/** The player a player session belongs to (playerScope lets no other session reach the app's routes). */
export function sessionPlayerId(c: { get: (key: "session") => { user: { playerId?: string | null } } }): string {
  const playerId = c.get("session").user.playerId;
  if (!playerId) throw forbidden(PLAYER_APP_ONLY);
  return playerId;
}
