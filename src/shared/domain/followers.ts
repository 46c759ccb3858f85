import type { PlayerSocial } from "../schemas/player";

const oneDecimal = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 0 });
// A no-break space keeps the figure and its letter on one line.
const SPACE = "\u00a0";

/** Millions with one decimal, rounded half up on the exact count (1.450.000 is 1,5 M, never 1,4 M). */
const millions = (count: number) => `${oneDecimal.format(Math.round(count / 100_000) / 10)}${SPACE}M`;

/**
 * One style for follower counts on every screen and in the assistant (es-ES with SPEC's letters): 1,5 M from a
 * million up, 850 K from a thousand up (999.600 is already 1,0 M), smaller counts as they are.
 */
export function abbreviateFollowers(count: number): string {
  if (Math.round(count / 1_000) >= 1_000) return millions(count);
  if (count >= 1_000) return `${integer.format(Math.round(count / 1_000))}${SPACE}K`;
  return integer.format(count);
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

/**
 * The dashboard's total: millions with one decimal as SPEC shows them ("12,3 M"), and below a million the same
 * thousands the player's page shows ("61 K"), never "0,1 M" for one figure that reads "61 K" elsewhere.
 */
export function followersInMillions(count: number): string {
  return abbreviateFollowers(count);
}
