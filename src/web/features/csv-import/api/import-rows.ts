import type { ImportResource, ImportResult } from "@shared/domain/csv-import";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

const AFFECTED: Record<ImportResource, string[][]> = {
  players: [["players"], ["dashboard"]],
  brands: [["brands"]],
  deals: [["deals"], ["dashboard"], ["brands"], ["commissions"], ["players", "overview"]],
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
