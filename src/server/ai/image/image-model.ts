import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateImage } from "ai";

import { campaignTemplate } from "../../../shared/domain/campaign-templates";
import { STYLE_LABELS, type AspectRatio } from "../../../shared/schemas/campaign-image";
import type { ImageProviderSettings } from "../settings";
import type { PosterOptions, PosterPlayer } from "./render-poster";

// The sizes image models commonly accept; the closest one to each ratio.
const MODEL_SIZES: Record<AspectRatio, `${number}x${number}`> = {
  "1:1": "1024x1024",
  "16:9": "1536x1024",
  "9:16": "1024x1536",
  "4:5": "1024x1536",
};

export function imagePrompt(player: PosterPlayer, options: PosterOptions): string {
  const template = campaignTemplate(options.campaignType);
  return [
    `Imagen de campaña publicitaria deportiva (${template.name}) para ${player.name}, ${player.position} de ${player.team}.`,
    options.prompt,
    `Estilo ${STYLE_LABELS[options.style].toLowerCase()}, composición para formato ${options.aspectRatio}, calidad de fotografía profesional.`,
  ].join("\n");
}

/** An image from the configured OpenAI-compatible images endpoint, as PNG bytes. */
export async function modelImage(
  settings: Extract<ImageProviderSettings, { kind: "openai-compatible" }>,
  player: PosterPlayer,
  options: PosterOptions,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const provider = createOpenAICompatible({ name: "palco-images", baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const { image } = await generateImage({
    model: provider.imageModel(settings.model),
    prompt: imagePrompt(player, options),
    size: MODEL_SIZES[options.aspectRatio],
    maxRetries: 0,
    abortSignal: signal,
  });
  return image.uint8Array;
}
