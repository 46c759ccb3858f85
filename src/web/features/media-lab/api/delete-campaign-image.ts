import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { CampaignImage } from "@shared/schemas/campaign-image";
import { api } from "@/lib/api-client";

import { campaignImagesKey } from "./get-campaign-images";

export const deleteCampaignImage = (image: CampaignImage) => api.delete(`/campaign-images/${image.id}`);

export function useDeleteCampaignImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaignImage,
    onSuccess: (_, image) => queryClient.invalidateQueries({ queryKey: campaignImagesKey(image.playerId) }),
  });
}
