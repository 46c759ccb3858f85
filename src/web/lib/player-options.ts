import { queryOptions, useQuery } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

import { firstNameOptions } from "./name-options";

/** The first players by name, ids and names only, for pickers in forms; past them the picker searches. */
export const getPlayerOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.players.options, queryFn: () => firstNameOptions("players") });

export const usePlayerOptions = () => useQuery(getPlayerOptionsQueryOptions());
