import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Player, UpdatePlayerInput } from "@shared/schemas/player";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const updatePlayer = ({ id, input, version }: { id: string; input: UpdatePlayerInput; version?: number }) =>
  api.patch<Player>(`/players/${id}`, input, { version });

export function useUpdatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.players.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
