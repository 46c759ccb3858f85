import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { PlayerAssignment, PlayerAssignmentInput } from "@shared/schemas/team";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Who at the agency looks after the player: the responsible member and the collaborators. */
export const usePlayerAssignment = (playerId: string) =>
  useQuery({
    queryKey: queryKeys.playerAssignment(playerId),
    queryFn: () => api.get<PlayerAssignment>(`/players/${playerId}/assignment`),
  });

export function useSetPlayerAssignment(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlayerAssignmentInput) => api.put<PlayerAssignment>(`/players/${playerId}/assignment`, input),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.playerAssignment(playerId), saved),
  });
}
