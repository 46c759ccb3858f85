import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { ImportResource, ImportResult } from "@shared/domain/csv-import";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const AFFECTED: Record<ImportResource, readonly (readonly string[])[]> = {
  players: [queryKeys.players.all, queryKeys.dashboard.all],
  brands: [queryKeys.brands.all],
  clubs: [queryKeys.clubs.all],
  deals: [
    queryKeys.deals.all,
    queryKeys.dashboard.all,
    queryKeys.brands.all,
    queryKeys.commissions.all,
    queryKeys.players.overviews,
  ],
};

export const importRows = ({ resource, rows }: { resource: ImportResource; rows: Record<string, string>[] }) =>
  api.post<ImportResult>(`/import/${resource}`, { rows });

export function useImportRows(resource: ImportResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRows,
    onSuccess: () => Promise.all(AFFECTED[resource].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
