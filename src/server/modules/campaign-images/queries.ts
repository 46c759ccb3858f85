import { and, desc, eq, getTableColumns } from "drizzle-orm";

import type { PlayerApproval } from "../../../shared/schemas/approval";
import type { CampaignImage } from "../../../shared/schemas/campaign-image";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { latestPlayerApproval } from "../approvals";
import { brands } from "../brands/table";
import { campaignImages } from "./table";

/** The history shows this many of a player's latest images. */
export const MAX_LISTED_IMAGES = 60;

type ImageRow = typeof campaignImages.$inferSelect;
export type NewCampaignImage = Omit<typeof campaignImages.$inferInsert, "createdAt" | "updatedAt">;

export const campaignImageUrl = (id: string) => `/api/campaign-images/${id}/file`;

function toCampaignImage(
  row: ImageRow & { playerApproval?: PlayerApproval | null; brandName?: string | null },
): CampaignImage {
  return {
    id: row.id,
    playerId: row.playerId,
    prompt: row.prompt,
    campaignType: row.campaignType as CampaignImage["campaignType"],
    aspectRatio: row.aspectRatio as CampaignImage["aspectRatio"],
    quality: row.quality as CampaignImage["quality"],
    style: row.style as CampaignImage["style"],
    brandId: row.brandId,
    brandName: row.brandName ?? null,
    dealId: row.dealId,
    copy: row.headline === null ? null : { headline: row.headline, slogan: row.slogan ?? "", hashtags: row.hashtags },
    engine: row.engine,
    imageUrl: campaignImageUrl(row.id),
    createdAt: toIso(row.createdAt),
    playerApproval: row.playerApproval ?? null,
  };
}

/** The player's latest images, newest first; only those made for `brandId` when it is given. */
export async function listCampaignImages(db: DbExecutor, playerId: string, brandId?: string): Promise<CampaignImage[]> {
  const rows = await db
    .select({
      ...getTableColumns(campaignImages),
      brandName: brands.name,
      // Whether the player approved it for publication (issue 28).
      playerApproval: latestPlayerApproval("campaign_image", "campaign_images"),
    })
    .from(campaignImages)
    .leftJoin(brands, eq(brands.id, campaignImages.brandId))
    .where(and(eq(campaignImages.playerId, playerId), brandId ? eq(campaignImages.brandId, brandId) : undefined))
    .orderBy(desc(campaignImages.createdAt), desc(campaignImages.id))
    .limit(MAX_LISTED_IMAGES);
  return rows.map(toCampaignImage);
}

export async function insertCampaignImage(
  db: DbExecutor,
  image: NewCampaignImage,
  brandName: string | null,
): Promise<CampaignImage> {
  const [row] = await db.insert(campaignImages).values(image).returning();
  return toCampaignImage({ ...row!, brandName });
}

export async function campaignImageFileKey(db: DbExecutor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ fileKey: campaignImages.fileKey })
    .from(campaignImages)
    .where(eq(campaignImages.id, id));
  return row?.fileKey;
}

/** Removes the record and answers where its file was, or undefined when there was no such image. */
export async function deleteCampaignImage(db: DbExecutor, id: string): Promise<string | undefined> {
  const [row] = await db
    .delete(campaignImages)
    .where(eq(campaignImages.id, id))
    .returning({ fileKey: campaignImages.fileKey });
  return row?.fileKey;
}
