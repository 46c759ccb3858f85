import { queryOptions, useQuery } from "@tanstack/react-query";

import type { PlayerOverview } from "@shared/schemas/player-overview";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getPlayerOverview = (playerId: string) => api.get<PlayerOverview>(`/players/${playerId}/overview`);

export const getPlayerOverviewQueryOptions = (playerId: string) =>
  queryOptions({ queryKey: queryKeys.players.overview(playerId), queryFn: () => getPlayerOverview(playerId) });

export const usePlayerOverview = (playerId: string) => useQuery(getPlayerOverviewQueryOptions(playerId));
