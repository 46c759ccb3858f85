import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { PlayerAccess, PlayerInvitation } from "@shared/schemas/player-access";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const accessPath = (playerId: string) => `/players/${playerId}/access`;

export const getPlayerAccessQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: queryKeys.players.access(playerId),
    queryFn: () => api.get<PlayerAccess>(accessPath(playerId)),
  });

export const usePlayerAccess = (playerId: string) => useQuery(getPlayerAccessQueryOptions(playerId));

/** A new one-time link (replacing any unused one); the link is shown once, to be sent to the player. */
export function useGivePlayerAccess(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PlayerInvitation>(accessPath(playerId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.players.access(playerId) }),
  });
}

export function useRevokePlayerAccess(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(accessPath(playerId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.players.access(playerId) }),
  });
}
