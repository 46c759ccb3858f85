import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { PutSplitsInput, Splits, SplitSource } from "@shared/schemas/split";
import { api } from "@/lib/api-client";

import { settlementKeys } from "./settlement-keys";

const SOURCE_PATHS: Record<SplitSource, string> = { deal: "deals", mandate: "mandates", operation: "operations" };
const pathOf = (source: SplitSource, id: string) => `/${SOURCE_PATHS[source]}/${id}/splits`;

export const useSplits = (source: SplitSource, id: string, enabled = true) =>
  useQuery({
    queryKey: settlementKeys.splits(pathOf(source, id)),
    queryFn: () => api.get<Splits>(pathOf(source, id)),
    enabled,
  });

export function useSaveSplits(source: SplitSource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PutSplitsInput) => api.put<Splits>(pathOf(source, id), input),
    onSuccess: (splits) => {
      queryClient.setQueryData(settlementKeys.splits(pathOf(source, id)), splits);
      return queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
  });
}
