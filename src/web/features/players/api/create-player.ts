import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CreatePlayerInput, Player } from "@shared/schemas/player";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createPlayer = (input: CreatePlayerInput) => api.post<Player>("/players", input);

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.players.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
