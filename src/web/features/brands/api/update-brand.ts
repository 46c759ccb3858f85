import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Brand, UpdateBrandInput } from "@shared/schemas/brand";
import { api } from "@/lib/api-client";

export const updateBrand = ({ id, input, version }: { id: string; input: UpdateBrandInput; version?: number }) =>
  api.patch<Brand>(`/brands/${id}`, input, { version });

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    // Deals and documents show the brand's name too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
