import { useQuery } from "@tanstack/react-query";

import type { PlayerDossier } from "@shared/schemas/player-dossier";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Read each time the summary opens: it gathers records that many screens change. */
export const usePlayerDossier = (playerId: string) =>
  useQuery({
    queryKey: queryKeys.players.dossier(playerId),
    queryFn: () => api.get<PlayerDossier>(`/players/${playerId}/dossier`),
    staleTime: 0,
  });
