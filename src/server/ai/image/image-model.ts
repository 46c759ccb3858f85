import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateImage } from "ai";

import type { CampaignCopy } from "../../../shared/domain/campaign-copy";
import { campaignTemplate } from "../../../shared/domain/campaign-templates";
import { STYLE_LABELS, type AspectRatio } from "../../../shared/schemas/campaign-image";
import type { ImageProviderSettings } from "../settings";
import type { PosterRequest } from "./render-poster";

// The sizes image models commonly accept; the closest one to each ratio.
const MODEL_SIZES: Record<AspectRatio, `${number}x${number}`> = {
  "1:1": "1024x1024",
  "16:9": "1536x1024",
  "9:16": "1024x1536",
  "4:5": "1024x1536",
};

/** What the model is asked for: the campaign, the agent's brief, the words to print and what the pictures are. */
export function imagePrompt(request: PosterRequest & { brief: string }, withPictures: boolean): string {
  const { player, brand, copy, options } = request;
  const template = campaignTemplate(options.campaignType);
  const words = (text: CampaignCopy) =>
    [text.headline, text.slogan, ...text.hashtags]
      .filter(Boolean)
      .map((line) => `«${line}»`)
      .join(", ");
  return [
    `Imagen de campaña publicitaria deportiva (${template.name}) para ${player.name}, ${player.position} de ${player.team}${brand ? `, con la marca ${brand.name}` : ""}.`,
    request.brief,
    `Texto impreso en la imagen, tal cual: ${words(copy)}.`,
    withPictures
      ? `Usa la foto del jugador adjunta como retrato real${brand?.logo ? " y el logotipo adjunto de la marca, sin alterarlo" : ""}.`
      : "",
    brand?.primaryColor
      ? `Colores de la marca: ${[brand.primaryColor, brand.secondaryColor].filter(Boolean).join(" y ")}.`
      : "",
    `Estilo ${STYLE_LABELS[options.style].toLowerCase()}, composición para formato ${options.aspectRatio}, sin texto en el 14 % superior ni en el 20 % inferior si es vertical, calidad de fotografía profesional.`,
  ]
    .filter(Boolean)
    .join("\n");
}

// An endpoint without image edits answers these (OpenAI answers 400 for a model without edits, such as
// dall-e-3): the campaign is then asked for with words alone.
const NO_EDITS = new Set([400, 404, 405, 501]);

/**
 * An image from the configured OpenAI-compatible endpoint, as PNG bytes. With the player's photo or the brand's
 * logo, they go to its images edit endpoint (/images/edits) with the prompt; where the endpoint has none, the image
 * is generated from the prompt alone.
 */
export async function modelImage(
  settings: Extract<ImageProviderSettings, { kind: "openai-compatible" }>,
  request: PosterRequest & { brief: string },
  signal: AbortSignal,
): Promise<Uint8Array> {
  const provider = createOpenAICompatible({ name: "palco-images", baseURL: settings.baseUrl, apiKey: settings.apiKey });
  const pictures = [request.player.photo, request.brand?.logo].filter((picture): picture is Buffer => !!picture);
  const generate = (withPictures: boolean) =>
    generateImage({
      model: provider.imageModel(settings.model),
      prompt: withPictures
        ? { text: imagePrompt(request, true), images: pictures.map((picture) => new Uint8Array(picture)) }
        : imagePrompt(request, false),
      size: MODEL_SIZES[request.options.aspectRatio],
      maxRetries: 0,
      abortSignal: signal,
    });
  if (pictures.length === 0) return (await generate(false)).image.uint8Array;
  try {
    return (await generate(true)).image.uint8Array;
  } catch (error) {
    if (APICallError.isInstance(error) && error.statusCode !== undefined && NO_EDITS.has(error.statusCode))
      return (await generate(false)).image.uint8Array;
    throw error;
  }
}
