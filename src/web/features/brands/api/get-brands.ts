import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";

import type { Brand } from "@shared/schemas/brand";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { firstNameOptions } from "@/lib/name-options";
import { queryKeys } from "@/lib/query-keys";

export const BRANDS_PAGE_SIZE = 60;

export const getBrandsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.brands.lists,
    queryFn: ({ pageParam }) =>
      api.get<Page<Brand>>(`/brands?limit=${BRANDS_PAGE_SIZE}${pageParam ? `&cursor=${pageParam}` : ""}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useBrands = () => useInfiniteQuery(getBrandsQueryOptions());

export const getBrandCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.brands.count, queryFn: () => api.get<{ total: number }>("/brands/count") });

export const useBrandCount = () => useQuery(getBrandCountQueryOptions());

/** The first brands by name, ids and names only, for pickers in forms; past them the picker searches. */
export const useBrandOptions = () =>
  useQuery({ queryKey: queryKeys.brands.options, queryFn: () => firstNameOptions("brands") });
