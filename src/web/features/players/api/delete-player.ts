import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const deletePlayer = (id: string) => api.delete(`/players/${id}`);

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    // A player's deletion takes its deals, events and news with it: every list may have changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
