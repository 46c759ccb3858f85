import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Brand, CreateBrandInput } from "@shared/schemas/brand";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const createBrand = (input: CreateBrandInput) => api.post<Brand>("/brands", input);

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.brands.all }),
  });
}
