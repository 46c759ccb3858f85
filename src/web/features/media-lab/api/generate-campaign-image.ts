import { useMutation, useQueryClient } from "@tanstack/react-query";

import {
  CAMPAIGN_IMAGE_MESSAGES,
  type CampaignImage,
  type CampaignImageRequest,
  type CampaignImageResponse,
} from "@shared/schemas/campaign-image";
import { api, ApiError } from "@/lib/api-client";

import { campaignImagesKey } from "./get-campaign-images";

/** An answer that came back without an image: its own error, shown as is. */
class NoImageError extends Error {}

export async function generateCampaignImage(request: CampaignImageRequest): Promise<CampaignImage> {
  const answer = await api.post<CampaignImageResponse>("/ai/campaign-image", request);
  if (!answer.success || !answer.imageUrl || !answer.image)
    throw new NoImageError(answer.error || CAMPAIGN_IMAGE_MESSAGES.noImage);
  return answer.image;
}

/** SPEC.md section 8's message for a failed generation. */
export function campaignImageErrorMessage(error: unknown): string {
  if (error instanceof NoImageError) return error.message;
  const status = error instanceof ApiError ? error.status : undefined;
  const message = error instanceof Error ? error.message : "";
  if (status === 429 || /429|límite/i.test(message)) return CAMPAIGN_IMAGE_MESSAGES.rateLimited;
  if (status === 402 || /402|créditos/i.test(message)) return CAMPAIGN_IMAGE_MESSAGES.credits;
  return message || CAMPAIGN_IMAGE_MESSAGES.failed;
}

export function useGenerateCampaignImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCampaignImage,
    onSuccess: (image) => queryClient.invalidateQueries({ queryKey: campaignImagesKey(image.playerId) }),
  });
}
