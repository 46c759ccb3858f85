import { queryOptions, useQuery } from "@tanstack/react-query";

import type { ClubContract } from "@shared/schemas/club-contract";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A player's contracts with clubs, the latest first (a career holds a handful: one page is all of them). */
export const getClubContractsQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: [...queryKeys.clubContracts.all, playerId],
    queryFn: () => api.get<Page<ClubContract>>(`/players/${playerId}/contracts`).then((page) => page.items),
  });

export const useClubContracts = (playerId: string) => useQuery(getClubContractsQueryOptions(playerId));
