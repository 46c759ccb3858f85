import { queryOptions, useQuery } from "@tanstack/react-query";

import { PLAYER_OPTIONS_LIMIT, type PlayerOptions } from "@shared/schemas/player";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

import type { RecordSearch } from "./record-search";

/** The first players by name, ids and names only, for pickers in forms; past them the picker searches. */
export const getPlayerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.players.options,
    queryFn: () => api.get<PlayerOptions>(`/players/options?limit=${PLAYER_OPTIONS_LIMIT}`),
    select: (page) => page.items,
  });

export const usePlayerOptions = () => useQuery(getPlayerOptionsQueryOptions());

/** A picker's search among all the players, when the first ones are not all of them. */
export const PLAYER_SEARCH: RecordSearch = {
  label: "Buscar por nombre",
  pageSize: PLAYER_OPTIONS_LIMIT,
  find: async (text) => (await api.get<PlayerOptions>(`/players/options?q=${encodeURIComponent(text)}&limit=50`)).items,
};
