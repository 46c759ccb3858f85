import { useQuery } from "@tanstack/react-query";

import type { Brand } from "@shared/schemas/brand";
import type { Page } from "@shared/schemas/common";
import type { Deal } from "@shared/schemas/deal";
import type { PalcoDocument } from "@shared/schemas/document";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const useBrand = (id: string) =>
  useQuery({ queryKey: queryKeys.brands.one(id), queryFn: () => api.get<Brand>(`/brands/${id}`) });

/** A brand's deals and documents: a brand has tens, not thousands, so the first 200 of each are all of them. */
export const useBrandDeals = (id: string) =>
  useQuery({
    queryKey: queryKeys.deals.ofBrand(id),
    queryFn: () => api.get<Page<Deal>>(`/deals?brandId=${id}&limit=200`).then((page) => page.items),
  });

export const useBrandDocuments = (id: string) =>
  useQuery({
    queryKey: queryKeys.documents.ofBrand(id),
    queryFn: () => api.get<Page<PalcoDocument>>(`/documents?brandId=${id}&limit=200`).then((page) => page.items),
  });
