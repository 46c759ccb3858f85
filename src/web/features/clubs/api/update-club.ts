import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Club, UpdateClubInput } from "@shared/schemas/club";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const updateClub = ({ id, input, version }: { id: string; input: UpdateClubInput; version?: number }) =>
  api.patch<Club>(`/clubs/${id}`, input, { version });

export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    // The club's page and every list showing it; its history gained a row.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.activity.all }),
      ]),
  });
}
