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

/**
 * Routes of the agent's that a player also calls. A `record` route answers only the player's own records (another
 * player's is 404); a `self` route takes no record and answers only what belongs to the session's own user.
 */
export const PLAYER_SHARED_ROUTES: { method: string; path: RegExp; answers: "record" | "self" }[] = [
  // The player's answer to a question about one of their records (routes/approvals.ts).
  { method: "PATCH", path: /^\/api\/approvals\/[^/]+$/, answers: "record" },
  // The assistant in player mode: routes/ai-chat.ts fixes the mode and the player to the session's.
  { method: "GET", path: /^\/api\/ai\/engine$/, answers: "self" },
  { method: "POST", path: /^\/api\/ai\/chat$/, answers: "self" },
  // Notifications on the player's own phone: each user sees and removes only their own devices (routes/push.ts).
  { method: "GET", path: /^\/api\/push\/?$/, answers: "self" },
  { method: "POST", path: /^\/api\/push\/(subscriptions|test)$/, answers: "self" },
  { method: "DELETE", path: /^\/api\/push\/subscriptions\/[^/]+$/, answers: "self" },
  // The player's own passkeys, to open the app with the phone's lock (auth/passkey-routes.ts).
  { method: "GET", path: /^\/api\/me\/passkeys\/?$/, answers: "self" },
  { method: "POST", path: /^\/api\/me\/passkeys(\/options)?$/, answers: "self" },
  { method: "DELETE", path: /^\/api\/me\/passkeys\/[^/]+$/, answers: "self" },
];

const inPlayerApp = (path: string) => PLAYER_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix));

const sharedRoute = (method: string, path: string) =>
  PLAYER_SHARED_ROUTES.find((route) => route.method === method && route.path.test(path));

export const playerMayReach = (method: string, path: string) => inPlayerApp(path) || !!sharedRoute(method, path);

/** How a shared route answers a player: about their own records, or about their own session's user. */
export const playerSharedAnswer = (method: string, path: string) => sharedRoute(method, path)?.answers;

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
