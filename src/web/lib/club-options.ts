import { queryOptions, useQuery } from "@tanstack/react-query";

import { queryKeys } from "@/lib/query-keys";

import { firstNameOptions } from "./name-options";

/** The first clubs by name, ids and names only, for pickers in forms; past them the picker searches. */
export const getClubOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.clubs.options, queryFn: () => firstNameOptions("clubs") });

export const useClubOptions = () => useQuery(getClubOptionsQueryOptions());
