import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";

import type { Approval, ApprovalCounts } from "@shared/schemas/approval";
import type { Page } from "@shared/schemas/common";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const PENDING_LIMIT = 50;
export const HISTORY_PAGE_SIZE = 10;

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return search.toString();
};

/** Everything waiting for the player's answer, newest first. */
export const usePendingApprovals = (playerId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.approvals.pending(playerId ?? null),
      queryFn: () =>
        api.get<Page<Approval>>(`/approvals?${query({ status: "pending", playerId, limit: String(PENDING_LIMIT) })}`),
    }),
  );

/** What was approved or rejected, latest decision first. */
export const useApprovalHistory = (playerId: string | undefined) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.approvals.history(playerId ?? null),
      queryFn: ({ pageParam }) =>
        api.get<Page<Approval>>(
          `/approvals?${query({ status: "decided", playerId, limit: String(HISTORY_PAGE_SIZE), cursor: pageParam })}`,
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    }),
  );

export const useApprovalCounts = (playerId: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.approvals.counts(playerId ?? null),
      queryFn: () => api.get<ApprovalCounts>(`/approvals/counts?${query({ playerId })}`),
    }),
  );
