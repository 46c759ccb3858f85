import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { NewsSentiment } from "@shared/domain/enums";
import type { Page } from "@shared/schemas/common";
import type { NewsItem } from "@shared/schemas/news";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const NEWS_PAGE_SIZE = 20;

export type NewsFilter = { playerId?: string; sentiment?: NewsSentiment };

export function getNews({ playerId, sentiment }: NewsFilter, cursor?: string): Promise<Page<NewsItem>> {
  const params = new URLSearchParams({ limit: String(NEWS_PAGE_SIZE) });
  if (playerId) params.set("playerId", playerId);
  if (sentiment) params.set("sentiment", sentiment);
  if (cursor) params.set("cursor", cursor);
  return api.get(`/news?${params}`);
}

/** Newest first, filtered by player and sentiment. */
export const getNewsQueryOptions = (filter: NewsFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.news.list({ playerId: filter.playerId ?? null, sentiment: filter.sentiment ?? null }),
    queryFn: ({ pageParam }) => getNews(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useNews = (filter: NewsFilter) => useInfiniteQuery(getNewsQueryOptions(filter));
