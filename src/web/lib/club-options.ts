import { queryOptions, useQuery } from "@tanstack/react-query";

import type { Club } from "@shared/schemas/club";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Clubs by name, for pickers in forms (the largest page the API serves). */
export const getClubOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clubs.options,
    queryFn: () => api.get<Page<Club>>("/clubs?limit=200"),
    select: (page) => page.items.map((club) => ({ id: club.id, name: club.name })),
  });

export const useClubOptions = () => useQuery(getClubOptionsQueryOptions());
