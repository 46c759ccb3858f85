import { useQuery } from "@tanstack/react-query";

import type { Agenda } from "@shared/schemas/agenda";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The market's dates between two days: the month's counts by day, or one day's items. */
export const useAgenda = (from: string, to: string) =>
  useQuery({
    queryKey: queryKeys.agenda.between(from, to),
    queryFn: () => api.get<Agenda>(`/agenda?from=${from}&to=${to}`),
  });
