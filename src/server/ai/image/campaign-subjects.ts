import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";

import type { CampaignImageRequest } from "../../../shared/schemas/campaign-image";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput, recordNotFound } from "../../domain-errors";
import { brands } from "../../modules/brands/table";
import { deals } from "../../modules/deals/table";
import { players } from "../../modules/players/table";
import type { FileStorage } from "../../storage/storage";

export type PosterPlayer = { name: string; position: string; team: string; photo: Buffer | null };
export type PosterBrand = {
  name: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  logo: Buffer | null;
};
export type CampaignSubjects = {
  player: PosterPlayer & { id: string };
  brand: (PosterBrand & { id: string }) | null;
  dealId: string | null;
  /** The deal's product picture, for a launch. */
  product: Buffer | null;
};

async function bytesOf(storage: FileStorage, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  const stream: Readable | undefined = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const DEAL_OF_ANOTHER = "Ese patrocinio es de otro jugador";
const BRAND_NOT_THE_DEALS = "La marca no es la de ese patrocinio";

/**
 * Who the campaign is about and for: the player with their photo, and the brand (named, or the deal's) with its
 * logo and colours. A deal must be the player's, and a brand named beside it the deal's.
 */
export async function campaignSubjects(
  db: DbExecutor,
  storage: FileStorage,
  request: Pick<CampaignImageRequest, "playerId" | "brandId" | "dealId">,
): Promise<CampaignSubjects> {
  const [player] = await db.select().from(players).where(eq(players.id, request.playerId));
  if (!player) throw recordNotFound("Jugador no encontrado");
  let brandId = request.brandId ?? null;
  let productKey: string | null = null;
  if (request.dealId) {
    const [deal] = await db
      .select({ playerId: deals.playerId, brandId: deals.brandId, productKey: deals.productKey })
      .from(deals)
      .where(eq(deals.id, request.dealId));
    if (!deal) throw recordNotFound("Patrocinio no encontrado");
    if (deal.playerId !== player.id) throw invalidInput(DEAL_OF_ANOTHER, { dealId: DEAL_OF_ANOTHER });
    if (brandId && brandId !== deal.brandId) throw invalidInput(BRAND_NOT_THE_DEALS, { brandId: BRAND_NOT_THE_DEALS });
    brandId = deal.brandId;
    productKey = deal.productKey;
  }
  const [brand] = brandId ? await db.select().from(brands).where(eq(brands.id, brandId)) : [];
  if (brandId && !brand) throw recordNotFound("Marca no encontrada");
  return {
    player: {
      id: player.id,
      name: player.name,
      position: player.position,
      team: player.team,
      photo: await bytesOf(storage, player.photoKey),
    },
    brand: brand
      ? {
          id: brand.id,
          name: brand.name,
          primaryColor: brand.primaryColor,
          secondaryColor: brand.secondaryColor,
          logo: await bytesOf(storage, brand.logoKey),
        }
      : null,
    dealId: request.dealId ?? null,
    product: await bytesOf(storage, productKey),
  };
}
