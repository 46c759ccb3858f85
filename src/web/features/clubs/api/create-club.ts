import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Club, CreateClubInput } from "@shared/schemas/club";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createClub = (input: CreateClubInput) => api.post<Club>("/clubs", input);

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all }),
  });
}
