import type { Page } from "@shared/schemas/common";
import type { Okr } from "@shared/schemas/okr";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const OKRS_PAGE_SIZE = 40;
export const OKRS_LIST_KEY = ["okrs", "list"] as const;

/** Latest period first (year, then quarter, descending), as the API orders them. */
export const getOkrsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: OKRS_LIST_KEY,
    queryFn: ({ pageParam }) =>
      api.get<Page<Okr>>(`/okrs?limit=${OKRS_PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ""}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useOkrs = () => useInfiniteQuery(getOkrsQueryOptions());
