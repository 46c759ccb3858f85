import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const deletePlayer = (id: string) => api.delete(`/players/${id}`);

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    // A player's deletion takes its deals, events and news with it: every list may have changed.
    // The deleted player's own page is not asked for again: it would only answer 404 while the agent leaves it.
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.players.overview(id) });
      return queryClient.invalidateQueries();
    },
  });
}
