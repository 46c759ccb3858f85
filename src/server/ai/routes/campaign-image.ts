import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { Hono } from "hono";

import { copyFromBrief } from "../../../shared/domain/campaign-copy";
import { campaignTemplate } from "../../../shared/domain/campaign-templates";
import {
  CAMPAIGN_IMAGE_MESSAGES,
  campaignImageRequestSchema,
  type CampaignImageResponse,
} from "../../../shared/schemas/campaign-image";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/validation";
import { insertCampaignImage } from "../../modules/campaign-images";
import { logError } from "../../safe-log";
import type { FileStorage } from "../../storage/storage";
import { campaignSubjects } from "../image/campaign-subjects";
import { modelImage } from "../image/image-model";
import { renderPoster } from "../image/render-poster";
import { abortWhenClientLeaves } from "../request-abort";
import type { AiSettings } from "../settings";
import { providerHttpError } from "./provider-errors";

const OFFLINE_ENGINE = "offline";

/** POST /api/ai/campaign-image: draws the campaign image, keeps it in the player's history and answers SPEC.md's shape. */
export function aiCampaignImageRoutes(db: Database, storage: FileStorage, settings: AiSettings) {
  const provider = settings.image;

  return new Hono<AppEnv>().post("/campaign-image", async (c) => {
    const request = await parseJsonBody(c, campaignImageRequestSchema);
    const { player, brand, dealId, product } = await campaignSubjects(db, storage, request);
    const copy = request.copy ?? copyFromBrief(request.prompt, campaignTemplate(request.campaignType));
    const poster = { player, brand, product, copy, options: request };

    let png: Uint8Array;
    if (provider.kind === "offline") {
      png = await renderPoster(poster);
    } else {
      const controller = abortWhenClientLeaves(c);
      const timer = setTimeout(() => controller.abort(new Error("timeout")), settings.timeoutMs);
      try {
        png = await modelImage(provider, { ...poster, brief: request.prompt }, controller.signal);
      } catch (error) {
        const httpError = providerHttpError(error);
        if (httpError.status === 429 || httpError.status === 402) throw httpError;
        logError(`[${c.get("requestId")}] campaign image`, error);
        // SPEC.md: an answer without an image carries its error, shown as is.
        const answer: CampaignImageResponse = {
          success: false,
          imageUrl: null,
          error: CAMPAIGN_IMAGE_MESSAGES.noImage,
          image: null,
        };
        return c.json(answer);
      } finally {
        clearTimeout(timer);
      }
    }

    const id = randomUUID();
    const fileKey = `campaign-${id}.png`;
    await storage.put(fileKey, Readable.from(Buffer.from(png)), "image/png");
    try {
      const image = await insertCampaignImage(
        db,
        {
          id,
          playerId: player.id,
          prompt: request.prompt,
          campaignType: request.campaignType,
          aspectRatio: request.aspectRatio,
          quality: request.quality,
          style: request.style,
          engine: provider.kind === "offline" ? OFFLINE_ENGINE : provider.model,
          fileKey,
          brandId: brand?.id ?? null,
          dealId,
          headline: copy.headline,
          slogan: copy.slogan,
          hashtags: copy.hashtags,
        },
        brand?.name ?? null,
      );
      const answer: CampaignImageResponse = { success: true, imageUrl: image.imageUrl, error: null, image };
      return c.json(answer);
    } catch (error) {
      // The player may have been deleted meanwhile: no record, so no file either.
      await storage.remove(fileKey).catch(() => undefined);
      throw error;
    }
  });
}
