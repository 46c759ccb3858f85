import type { CampaignType } from "../schemas/campaign-image";
import { slug } from "./slug";

/** "alvaro-martin-ruiz-product-launch-20261123-154210.png": the player, the campaign and when it was made (UTC). */
export function campaignFileName(playerName: string, campaignType: CampaignType, createdAt: string): string {
  const stamp = createdAt.slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `${slug(playerName)}-${campaignType}-${stamp}.png`;
}
