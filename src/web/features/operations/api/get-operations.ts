import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";

import type { OperationStage } from "@shared/domain/operations";
import type { Page } from "@shared/schemas/common";
import type { Operation } from "@shared/schemas/operation";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const OPERATIONS_PAGE_SIZE = 50;

export type OperationFilter = { stage: OperationStage | null; playerId: string | null; clubId: string | null };

export const getOperationsQueryOptions = (filter: OperationFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.operations.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(OPERATIONS_PAGE_SIZE) });
      if (filter.stage) params.set("stage", filter.stage);
      if (filter.playerId) params.set("playerId", filter.playerId);
      if (filter.clubId) params.set("clubId", filter.clubId);
      if (pageParam) params.set("cursor", pageParam);
      return api.get<Page<Operation>>(`/operations?${params.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useOperations = (filter: OperationFilter) => useInfiniteQuery(getOperationsQueryOptions(filter));
