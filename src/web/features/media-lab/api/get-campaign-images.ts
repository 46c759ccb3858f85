import { queryOptions, useQuery } from "@tanstack/react-query";

import type { CampaignImage } from "@shared/schemas/campaign-image";
import { api } from "@/lib/api-client";

export const campaignImagesKey = (playerId: string) => ["campaign-images", playerId] as const;

export const getCampaignImagesQueryOptions = (playerId: string) =>
  queryOptions({
    queryKey: campaignImagesKey(playerId),
    queryFn: () =>
      api.get<{ items: CampaignImage[] }>(`/campaign-images?playerId=${playerId}`).then((page) => page.items),
  });

export const useCampaignImages = (playerId: string) => useQuery(getCampaignImagesQueryOptions(playerId));
