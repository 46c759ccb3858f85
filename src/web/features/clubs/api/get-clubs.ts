import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";

import type { Club } from "@shared/schemas/club";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const CLUBS_PAGE_SIZE = 50;

export const getClubsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.clubs.list(q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(CLUBS_PAGE_SIZE) });
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<Page<Club>>(`/clubs?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useClubs = (q: string) => useInfiniteQuery(getClubsQueryOptions(q));

export const useClub = (id: string) =>
  useQuery({ queryKey: queryKeys.clubs.one(id), queryFn: () => api.get<Club>(`/clubs/${id}`) });
