import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * The players a member reaches: null for every player (scope "all"), else the ids of the players the member is
 * responsible for or collaborates on (scope "assigned").
 */
export type PlayerReach = readonly string[] | null;

/** The reach as the text of one PostgreSQL array: an empty reach stays a valid array that matches nothing. */
export const reachParam = (reach: readonly string[]) => `{${reach.join(",")}}`;

const reachArray = (reach: readonly string[]) => sql`${reachParam(reach)}::uuid[]`;

/**
 * The condition a read adds for a member's reach: rows of their players, and (unless `ofPlayerOnly`) rows of no
 * player at all, which are the agency's (an event of the whole agency, a document of its own). Undefined for
 * every player, so that `and(...)` leaves it out.
 */
export function withinReach(
  playerColumn: AnyColumn | SQL,
  reach: PlayerReach | undefined,
  { ofPlayerOnly = false } = {},
): SQL | undefined {
  if (!reach) return undefined;
  const reached = sql`${playerColumn} = any(${reachArray(reach)})`;
  return ofPlayerOnly ? reached : sql`(${playerColumn} is null or ${reached})`;
}

export const isReached = (reach: PlayerReach | undefined, playerId: string | null | undefined) =>
  !reach || !playerId || reach.includes(playerId);
