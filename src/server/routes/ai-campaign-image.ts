import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { Hono } from "hono";

import {
  CAMPAIGN_IMAGE_MESSAGES,
  campaignImageRequestSchema,
  type CampaignImageResponse,
} from "../../shared/schemas/campaign-image";
import { modelImage } from "../ai/image/image-model";
import { renderPoster } from "../ai/image/render-poster";
import { providerHttpError } from "../ai/provider-errors";
import { abortWhenClientLeaves } from "../ai/request-abort";
import type { AiSettings } from "../ai/settings";
import type { Database } from "../db/client";
import { insertCampaignImage } from "../db/queries/campaign-images";
import { getPlayer } from "../db/queries/players";
import type { AppEnv } from "../http/app-env";
import { notFound } from "../http/errors";
import { logError } from "../http/safe-log";
import { parseJsonBody } from "../http/validation";
import type { FileStorage } from "../storage/storage";

const OFFLINE_ENGINE = "offline";

/** POST /api/ai/campaign-image: draws the campaign image, keeps it in the player's history and answers SPEC.md's shape. */
export function aiCampaignImageRoutes(db: Database, storage: FileStorage, settings: AiSettings) {
  const provider = settings.image;

  return new Hono<AppEnv>().post("/campaign-image", async (c) => {
    const request = await parseJsonBody(c, campaignImageRequestSchema);
    const player = await getPlayer(db, request.playerId);
    if (!player) throw notFound("Jugador no encontrado");

    let png: Uint8Array;
    if (provider.kind === "offline") {
      png = await renderPoster(player, request);
    } else {
      const controller = abortWhenClientLeaves(c);
      const timer = setTimeout(() => controller.abort(new Error("timeout")), settings.timeoutMs);
      try {
        png = await modelImage(provider, player, request, controller.signal);
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
      const image = await insertCampaignImage(db, {
        id,
        playerId: player.id,
        prompt: request.prompt,
        campaignType: request.campaignType,
        aspectRatio: request.aspectRatio,
        quality: request.quality,
        style: request.style,
        engine: provider.kind === "offline" ? OFFLINE_ENGINE : provider.model,
        fileKey,
      });
      const answer: CampaignImageResponse = { success: true, imageUrl: image.imageUrl, error: null, image };
      return c.json(answer);
    } catch (error) {
      // The player may have been deleted meanwhile: no record, so no file either.
      await storage.remove(fileKey).catch(() => undefined);
      throw error;
    }
  });
}
