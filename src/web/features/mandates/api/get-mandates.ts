import { queryOptions, useQuery } from "@tanstack/react-query";

import type { Page } from "@shared/schemas/common";
import type { Mandate } from "@shared/schemas/mandate";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every mandate (the list) or one player's: an agency holds a mandate per player, so one page of 200 is all of them. */
export const getMandatesQueryOptions = (playerId?: string) =>
  queryOptions({
    queryKey: queryKeys.mandates.list({ playerId: playerId ?? null }),
    queryFn: () =>
      api
        .get<Page<Mandate>>(`/mandates?limit=200${playerId ? `&playerId=${playerId}` : ""}`)
        .then((page) => page.items),
  });

export const useMandates = (playerId?: string) => useQuery(getMandatesQueryOptions(playerId));
