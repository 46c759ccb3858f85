import { shiftMonths } from "../../../shared/domain/calendar-day";
import { growthPercent } from "../../../shared/domain/followers";

export type Networks = { instagram: number; tiktok: number; x: number; youtube: number };
export type Snapshot = Networks & { month: string };
export type MonthlyRates = Record<keyof Networks, number[]>;

const NETWORKS = ["instagram", "tiktok", "x", "youtube"] as const;

function shrink(level: Networks, rateOf: (network: keyof Networks) => number): Networks {
  const previous = {} as Networks;
  for (const network of NETWORKS) previous[network] = Math.round(level[network] / (1 + rateOf(network) / 100));
  return previous;
}

/** Followers at the start of this month, given today's and this month's growth in percent. */
export function startOfMonthLevels(current: Networks, growthThisMonth: Networks): Networks {
  return shrink(current, (network) => growthThisMonth[network]);
}

/**
 * `months` snapshots ending at `monthStart` (oldest first): each earlier month start is the next one
 * shrunk by that month's growth rate, taken in turn from `rates`.
 */
export function followerHistory(
  atMonthStart: Networks,
  monthStart: string,
  rates: MonthlyRates,
  months = 13,
): Snapshot[] {
  const snapshots: Snapshot[] = [{ month: monthStart, ...atMonthStart }];
  let level = atMonthStart;
  for (let back = 1; back < months; back++) {
    level = shrink(level, (network) => rates[network][(back - 1) % rates[network].length] ?? 10);
    snapshots.unshift({ month: shiftMonths(monthStart, -back), ...level });
  }
  return snapshots;
}

const dashboardSum = (networks: Networks) => networks.instagram + networks.tiktok + networks.x;

/**
 * Adjusts one player's Instagram start-of-month figure so that Instagram + TikTok + X of all players
 * grew by exactly `target` percent this month.
 */
export function tuneTotalGrowth(
  players: { current: Networks; atMonthStart: Networks }[],
  target: number,
  tunedIndex = 0,
): void {
  const tuned = players[tunedIndex];
  if (!tuned) throw new Error("no player to tune");
  const currentTotal = players.reduce((total, player) => total + dashboardSum(player.current), 0);
  const othersAtStart =
    players.reduce((total, player) => total + dashboardSum(player.atMonthStart), 0) - tuned.atMonthStart.instagram;
  tuned.atMonthStart.instagram = Math.round(currentTotal / (1 + target / 100) - othersAtStart);
  const achieved = growthPercent(currentTotal, othersAtStart + tuned.atMonthStart.instagram);
  if (achieved !== target) throw new Error(`tuned growth is ${achieved}%, expected ${target}%`);
}
