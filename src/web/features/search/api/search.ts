import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { SEARCH_MIN_LENGTH, type SearchResults } from "@shared/schemas/search";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every kind at once for a query of three characters or more; the previous answer stays while the next loads. */
export const useSearch = (query: string) =>
  useQuery({
    queryKey: queryKeys.search(query),
    queryFn: () => api.get<SearchResults>(`/search?q=${encodeURIComponent(query)}`),
    enabled: query.trim().length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
