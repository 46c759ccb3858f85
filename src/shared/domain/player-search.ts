/**
 * A search of the players counts its matches no further than this: past it the list says "Más de 1.000 jugadores",
 * and the count does not grow with a portfolio where a common surname matches thousands.
 */
export const PLAYER_SEARCH_COUNT_CAP = 1000;
