import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { DealStage } from "@shared/domain/enums";
import type { Page } from "@shared/schemas/common";
import type { Deal } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const DEALS_PAGE_SIZE = 40;

export function getDeals({
  stage,
  stale,
  cursor,
}: {
  stage?: DealStage;
  stale?: boolean;
  cursor?: string;
}): Promise<Page<Deal>> {
  const params = new URLSearchParams({ limit: String(DEALS_PAGE_SIZE) });
  if (stage) params.set("stage", stage);
  if (stale) params.set("stale", "true");
  if (cursor) params.set("cursor", cursor);
  return api.get(`/deals?${params}`);
}

/** Newest first; one list per stage filter (undefined: every stage), optionally only the deals "Sin movimiento". */
export const getDealsQueryOptions = (stage?: DealStage, stale = false) =>
  infiniteQueryOptions({
    queryKey: queryKeys.deals.list({ stage: stage ?? null, stale }),
    queryFn: ({ pageParam }) => getDeals({ stage, stale, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useDeals = (stage?: DealStage, stale = false) => useInfiniteQuery(getDealsQueryOptions(stage, stale));
