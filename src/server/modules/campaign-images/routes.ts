import { Hono } from "hono";
import { z } from "zod";

import { entityId } from "../../../shared/schemas/common";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { requireId } from "../../http/crud-routes";
import { notFound } from "../../http/errors";
import { storedPictureAnswer } from "../../http/stored-picture";
import { parseQuery } from "../../http/validation";
import type { FileStorage } from "../../storage/storage";
import { campaignImageFileKey, deleteCampaignImage, listCampaignImages } from "./queries";

const NOT_FOUND = "Imagen no encontrada";
const listQuery = z.object({
  playerId: entityId("Indica un jugador válido"),
  brandId: entityId("Marca no válida").optional(),
});

/** The media lab's history: a player's images, each PNG, and deleting one with its file. */
export const campaignImageRoutes = (db: Database, storage: FileStorage) =>
  new Hono<AppEnv>()
    .get("/", async (c) => {
      const { playerId, brandId } = parseQuery(c, listQuery);
      return c.json({ items: await listCampaignImages(db, playerId, brandId) });
    })
    .get("/:id/file", async (c) => {
      const key = await campaignImageFileKey(db, requireId(c.req.param("id"), NOT_FOUND));
      return storedPictureAnswer(c, storage, key, NOT_FOUND);
    })
    .delete("/:id", async (c) => {
      const key = await deleteCampaignImage(db, requireId(c.req.param("id"), NOT_FOUND));
      if (!key) throw notFound(NOT_FOUND);
      await storage.remove(key).catch(() => undefined);
      return c.body(null, 204);
    });
