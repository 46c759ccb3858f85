import { queryOptions, useQuery } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { Player } from "@shared/schemas/player";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every player by name, for pickers in forms (the largest page the API serves). */
export const getPlayerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.players.options,
    queryFn: () => api.get<Page<Player>>("/players?limit=200"),
    select: (page) => page.items.map((player) => ({ id: player.id, name: player.name })),
  });

export const usePlayerOptions = () => useQuery(getPlayerOptionsQueryOptions());
