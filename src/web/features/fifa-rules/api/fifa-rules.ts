import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { FifaRuleKey } from "@shared/domain/fifa-rules";
import type { FifaRule, UpdateFifaRuleInput } from "@shared/schemas/fifa-rule";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getFifaRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.fifaRules.all,
    queryFn: () => api.get<{ items: FifaRule[] }>("/fifa-rules").then((page) => page.items),
  });

export const useFifaRules = () => useQuery(getFifaRulesQueryOptions());

type SaveFifaRule = { key: FifaRuleKey; input: UpdateFifaRuleInput; version: number };

export function useSaveFifaRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input, version }: SaveFifaRule) =>
      api.patch<FifaRule>(`/fifa-rules/${key}`, input, { version }),
    // The warnings of mandates and operations carry the rule's status and source.
    onSettled: () =>
      Promise.all(
        [queryKeys.fifaRules.all, queryKeys.mandates.all, queryKeys.operations.all, queryKeys.activity.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
