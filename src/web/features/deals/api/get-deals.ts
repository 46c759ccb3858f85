import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { DealStage } from "@shared/domain/enums";
import type { Page } from "@shared/schemas/common";
import type { Deal } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";

export const DEALS_PAGE_SIZE = 40;

export function getDeals({ stage, cursor }: { stage?: DealStage; cursor?: string }): Promise<Page<Deal>> {
  const params = new URLSearchParams({ limit: String(DEALS_PAGE_SIZE) });
  if (stage) params.set("stage", stage);
  if (cursor) params.set("cursor", cursor);
  return api.get(`/deals?${params}`);
}

/** Newest first; one list per stage filter (undefined: every stage). */
export const getDealsQueryOptions = (stage?: DealStage) =>
  infiniteQueryOptions({
    queryKey: ["deals", "list", { stage: stage ?? null }],
    queryFn: ({ pageParam }) => getDeals({ stage, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useDeals = (stage?: DealStage) => useInfiniteQuery(getDealsQueryOptions(stage));
