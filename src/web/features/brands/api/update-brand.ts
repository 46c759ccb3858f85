import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Brand, UpdateBrandInput } from "@shared/schemas/brand";
import { api } from "@/lib/api-client";

export const updateBrand = ({ id, input }: { id: string; input: UpdateBrandInput }) => api.patch<Brand>(`/brands/${id}`, input);

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    // Deals and documents show the brand's name too.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
