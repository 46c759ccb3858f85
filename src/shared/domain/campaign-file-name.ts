import type { CampaignType } from "../schemas/campaign-image";
import { campaignTemplate } from "./campaign-templates";
import { slug } from "./slug";

/**
 * "alvaro-martin-ruiz-lanzamiento-de-producto-20261123-154210.png": the player, the campaign's Spanish name (never
 * its internal id) and when it was made (UTC).
 */
export function campaignFileName(playerName: string, campaignType: CampaignType, createdAt: string): string {
  const stamp = createdAt.slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `${slug(playerName)}-${slug(campaignTemplate(campaignType).name)}-${stamp}.png`;
}
