import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";

import { okrProgress } from "@shared/domain/okr-progress";
import type { Page } from "@shared/schemas/common";
import type { Okr } from "@shared/schemas/okr";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type CheckIn = { okrId: string; keyResultId: string; current: number };
type OkrPages = InfiniteData<Page<Okr>, string | undefined>;

export const checkInKeyResult = ({ okrId, keyResultId, current }: CheckIn) =>
  api.patch<Okr>(`/okrs/${okrId}/key-results/${encodeURIComponent(keyResultId)}`, { current });

function withCheckIn(okr: Okr, { keyResultId, current }: CheckIn): Okr {
  const keyResults = okr.keyResults.map((keyResult) =>
    keyResult.id === keyResultId ? { ...keyResult, current } : keyResult,
  );
  return { ...okr, keyResults, progress: okrProgress(keyResults) };
}

const mapOkrs = (data: OkrPages | undefined, change: (okr: Okr) => Okr): OkrPages | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };

/** The card shows the new value and progress at once; a refused check-in puts the old ones back. */
export function useCheckInKeyResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInKeyResult,
    onMutate: async (checkIn) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.okrs.list });
      const previous = queryClient.getQueryData<OkrPages>(queryKeys.okrs.list);
      queryClient.setQueryData<OkrPages>(queryKeys.okrs.list, (data) =>
        mapOkrs(data, (okr) => (okr.id === checkIn.okrId ? withCheckIn(okr, checkIn) : okr)),
      );
      return { previous };
    },
    onError: (_error, _checkIn, context) => queryClient.setQueryData(queryKeys.okrs.list, context?.previous),
    onSuccess: (saved) =>
      queryClient.setQueryData<OkrPages>(queryKeys.okrs.list, (data) =>
        mapOkrs(data, (okr) => (okr.id === saved.id ? saved : okr)),
      ),
  });
}
