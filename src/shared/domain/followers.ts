import type { PlayerSocial } from "../schemas/player";

/** 1,000,000 and up as "N.NM", 1,000 and up as "NK" with no decimals, smaller counts as they are. */
export function abbreviateFollowers(count: number): string {
  if (count >= 1_000_000) return `${(count / 1_000_000).toFixed(1)}M`;
  if (count >= 1_000) return `${Math.round(count / 1_000)}K`;
  return String(count);
}

/** Instagram + TikTok + X: the networks the dashboard totals. */
export function dashboardFollowers(social: Pick<PlayerSocial, "instagram" | "tiktok" | "x">): number {
  return social.instagram + social.tiktok + social.x;
}

/** All four networks: the player header's total. */
export function totalFollowers(social: Pick<PlayerSocial, "instagram" | "tiktok" | "x" | "youtube">): number {
  return dashboardFollowers(social) + social.youtube;
}

/** Growth from `previous` to `current` in percent, one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Total followers in millions with one decimal, as the dashboard shows them ("12.3M"). */
export function followersInMillions(count: number): string {
  return `${(count / 1_000_000).toFixed(1)}M`;
}
