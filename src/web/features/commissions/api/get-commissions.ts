import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { Commission } from "@shared/schemas/commission";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const COMMISSIONS_PAGE_SIZE = 200;

/** A year's instalments in due order, a page at a time. */
export const getCommissionsQueryOptions = (year: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.commissions.list(year),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        limit: String(COMMISSIONS_PAGE_SIZE),
      });
      if (pageParam) params.set("cursor", pageParam);
      return api.get<Page<Commission>>(`/commissions?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useCommissions = (year: number) => useInfiniteQuery(getCommissionsQueryOptions(year));
