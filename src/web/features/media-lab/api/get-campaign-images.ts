import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CampaignImage } from "@shared/schemas/campaign-image";
import { api } from "@/lib/api-client";

export const campaignImagesKey = (playerId: string) => ["campaign-images", playerId] as const;

/** The player's images, all of them or those made for one brand. */
export const getCampaignImagesQueryOptions = (playerId: string, brandId = "") =>
  queryOptions({
    queryKey: [...campaignImagesKey(playerId), brandId],
    queryFn: () =>
      api
        .get<{ items: CampaignImage[] }>(`/campaign-images?playerId=${playerId}${brandId ? `&brandId=${brandId}` : ""}`)
        .then((page) => page.items),
  });

export const useCampaignImages = (playerId: string, brandId = "") =>
  useQuery(getCampaignImagesQueryOptions(playerId, brandId));
