import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { Okr } from "@shared/schemas/okr";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const OKRS_PAGE_SIZE = 40;

/** Latest period first (year, then quarter, descending), as the API orders them. */
export const getOkrsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.okrs.list,
    queryFn: ({ pageParam }) =>
      api.get<Page<Okr>>(`/okrs?limit=${OKRS_PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ""}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useOkrs = () => useInfiniteQuery(getOkrsQueryOptions());
