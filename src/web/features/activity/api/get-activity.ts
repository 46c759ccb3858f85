import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { ActivityEntityType } from "@shared/domain/activity";
import type { ActivityEntry } from "@shared/schemas/activity";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** One record's history, one kind's, one player's (their records too), or everything. */
export type ActivityFilter = { entityType?: ActivityEntityType; entityId?: string; playerId?: string };

/** One record's history (or everything), newest first, a page at a time. */
export const getActivityQueryOptions = (filter: ActivityFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activity.list(
      filter.entityType ?? null,
      filter.entityId ?? null,
      filter.playerId ?? null,
      pageSize,
    ),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      if (filter.entityType) params.set("entityType", filter.entityType);
      if (filter.entityId) params.set("entityId", filter.entityId);
      if (filter.playerId) params.set("playerId", filter.playerId);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<Page<ActivityEntry>>(`/activity?${params}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useActivity = (filter: ActivityFilter, pageSize = 20) =>
  useInfiniteQuery(getActivityQueryOptions(filter, pageSize));
