import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";

import type { DealStage } from "@shared/domain/enums";
import type { Page } from "@shared/schemas/common";
import type { Deal } from "@shared/schemas/deal";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

import { invalidateDealViews } from "./invalidate";

type Move = { deal: Deal; stage: DealStage; lostReason?: string | null };

/** Sent from the version the card shows: a deal changed elsewhere since is refused (412) rather than overwritten. */
export const moveDeal = ({ deal, stage, lostReason }: Move) =>
  api.patch<Deal>(`/deals/${deal.id}`, lostReason === undefined ? { stage } : { stage, lostReason }, {
    version: deal.version,
  });

type DealPages = InfiniteData<Page<Deal>, string | undefined>;

/**
 * Changes a deal's stage (Aprobar, the reject X, a drag on the board). The card moves at once in every list on
 * screen; if the server refuses, the lists go back to what they were.
 */
export function useMoveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveDeal,
    onMutate: async ({ deal, stage, lostReason }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.deals.lists });
      const before = queryClient.getQueriesData<DealPages>({ queryKey: queryKeys.deals.lists });
      for (const [key, data] of before) {
        if (!data) continue;
        const filter = (key[2] as { stage: DealStage | null } | undefined)?.stage ?? null;
        const moved = { ...deal, stage, lostReason: stage === "Cerrada" ? (lostReason ?? null) : null };
        const pages = data.pages.map((page, index) => {
          const rest = page.items.filter((item) => item.id !== deal.id);
          // Unfiltered lists keep the card where it was; a list of the new stage shows it on top.
          if (filter === null)
            return { ...page, items: page.items.map((item) => (item.id === deal.id ? moved : item)) };
          if (filter === stage && index === 0) return { ...page, items: [moved, ...rest] };
          return { ...page, items: rest };
        });
        queryClient.setQueryData<DealPages>(key, { ...data, pages });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateDealViews(queryClient),
  });
}
