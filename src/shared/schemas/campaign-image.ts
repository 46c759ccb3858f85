import { z } from "zod";

import { COPY_LIMITS, type CampaignCopy } from "../domain/campaign-copy";
import type { PlayerApproval } from "./approval";
import { entityId, strictObject } from "./common";

export const CAMPAIGN_TYPES = [
  "product-launch",
  "victory-celebration",
  "training-lifestyle",
  "brand-ambassador",
  "motivational",
  "social-impact",
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const ASPECT_RATIOS = ["1:1", "16:9", "9:16", "4:5"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const IMAGE_QUALITIES = ["standard", "high", "ultra"] as const;
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

export const IMAGE_STYLES = ["realistic", "artistic", "dramatic", "minimalist"] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

export const ASPECT_RATIO_LABELS: Record<AspectRatio, string> = {
  "1:1": "1:1 (Instagram Post)",
  "16:9": "16:9 (Landscape)",
  "9:16": "9:16 (Stories/Reels)",
  "4:5": "4:5 (Instagram Portrait)",
};

/** SPEC keeps the English format names; the Spanish beside them says what each is. */
export const ASPECT_RATIO_HINTS: Record<AspectRatio, string> = {
  "1:1": "cuadrada, publicación",
  "16:9": "horizontal, web y YouTube",
  "9:16": "vertical, historias y reels",
  "4:5": "vertical, publicación",
};

export const QUALITY_LABELS: Record<ImageQuality, string> = { standard: "Estándar", high: "Alta", ultra: "Ultra" };
export const STYLE_LABELS: Record<ImageStyle, string> = {
  realistic: "Realista",
  artistic: "Artístico",
  dramatic: "Dramático",
  minimalist: "Minimalista",
};

/**
 * Pixels on the image's short side for each quality: a Stories image at "standard" is 1080×1920, as the networks ask
 * (on the long side, the 9:16 standard was 608 px wide).
 */
export const QUALITY_SHORT_SIDE: Record<ImageQuality, number> = { standard: 1080, high: 1350, ultra: 2160 };

export const CAMPAIGN_DEFAULTS = {
  campaignType: "product-launch",
  aspectRatio: "16:9",
  quality: "high",
  style: "realistic",
} as const satisfies {
  campaignType: CampaignType;
  aspectRatio: AspectRatio;
  quality: ImageQuality;
  style: ImageStyle;
};

export const MAX_CAMPAIGN_PROMPT = 1000;
export const DESCRIPTION_NEEDED = "Por favor ingresa una descripción";

const hashtag = z
  .string()
  .trim()
  .transform((tag) => (tag.startsWith("#") ? tag : `#${tag}`))
  .pipe(
    z
      .string()
      .regex(/^#[\p{L}\p{N}_]+$/u, "Un hashtag lleva solo letras, números y _, sin espacios")
      .max(COPY_LIMITS.hashtag + 1, `Un hashtag no puede superar ${COPY_LIMITS.hashtag} caracteres`),
  );

export const campaignCopySchema = strictObject({
  headline: z
    .string({ error: "Escribe el titular" })
    .trim()
    .min(1, "Escribe el titular")
    .max(COPY_LIMITS.headline, `El titular no puede superar ${COPY_LIMITS.headline} caracteres`),
  slogan: z
    .string({ error: "El lema debe ser un texto" })
    .trim()
    .max(COPY_LIMITS.slogan, `El lema no puede superar ${COPY_LIMITS.slogan} caracteres`),
  hashtags: z
    .array(hashtag, { error: "Los hashtags deben ser una lista" })
    .max(COPY_LIMITS.hashtags, `Como mucho ${COPY_LIMITS.hashtags} hashtags`),
});

export const campaignImageRequestSchema = strictObject({
  prompt: z
    .string({ error: DESCRIPTION_NEEDED })
    .trim()
    .min(1, DESCRIPTION_NEEDED)
    .max(MAX_CAMPAIGN_PROMPT, `La descripción no puede superar ${MAX_CAMPAIGN_PROMPT} caracteres`),
  // SPEC.md's body names the player; Palco also sends its id, so that the image joins that player's history.
  playerId: entityId("Jugador no válido"),
  playerName: z
    .string({ error: "Falta el nombre del jugador" })
    .trim()
    .max(200, "El nombre no puede superar 200 caracteres")
    .optional(),
  campaignType: z.enum(CAMPAIGN_TYPES, { error: "Tipo de campaña no válido" }),
  aspectRatio: z.enum(ASPECT_RATIOS, { error: "Formato no válido" }),
  quality: z.enum(IMAGE_QUALITIES, { error: "Calidad no válida" }),
  style: z.enum(IMAGE_STYLES, { error: "Estilo no válido" }),
  /** The brand the campaign is for (its logo, colours and name go on the image), or one of the player's deals. */
  brandId: entityId("Marca no válida").nullish(),
  dealId: entityId("Patrocinio no válido").nullish(),
  /** The words the image carries, as the agent left them; without them they come from the brief. */
  copy: campaignCopySchema.optional(),
});
export type CampaignImageRequest = z.infer<typeof campaignImageRequestSchema>;

/** A generated image kept in the player's history. */
export type CampaignImage = {
  id: string;
  playerId: string;
  prompt: string;
  campaignType: CampaignType;
  aspectRatio: AspectRatio;
  quality: ImageQuality;
  style: ImageStyle;
  brandId: string | null;
  brandName: string | null;
  dealId: string | null;
  /** The words printed on it; null for images made before Palco kept them. */
  copy: CampaignCopy | null;
  /** "offline" for Palco's own poster engine, else the image model's name. */
  engine: string;
  imageUrl: string;
  createdAt: string;
  /** The latest question to the player about publishing it, and their answer; null if never asked. */
  playerApproval: PlayerApproval | null;
};

/** SPEC.md's answer, with the stored record when the image was made. */
export type CampaignImageResponse = {
  success: boolean;
  imageUrl: string | null;
  error: string | null;
  image: CampaignImage | null;
};

export const CAMPAIGN_IMAGE_MESSAGES = {
  rateLimited: "Límite de solicitudes alcanzado. Intenta en unos minutos.",
  credits: "Se requiere recarga de créditos.",
  failed: "Error al generar contenido",
  noImage: "Error al generar imagen",
  success: "Imagen generada exitosamente",
} as const;
