import { useQuery } from "@tanstack/react-query";

import type { AgendaItem } from "@shared/schemas/agenda";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The market's dates between two days (a month view). */
export const useAgenda = (from: string, to: string) =>
  useQuery({
    queryKey: queryKeys.agenda.between(from, to),
    queryFn: () => api.get<{ items: AgendaItem[] }>(`/agenda?from=${from}&to=${to}`).then((page) => page.items),
  });
