/** SPEC: the industry engagement benchmark the agent compares against. */
export const ENGAGEMENT_BENCHMARK = 4.2;

export function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function averageEngagement(rates: number[]): number {
  if (rates.length === 0) return 0;
  return roundOneDecimal(rates.reduce((sum, rate) => sum + rate, 0) / rates.length);
}

export function differenceFromBenchmark(rate: number): number {
  return roundOneDecimal(rate - ENGAGEMENT_BENCHMARK);
}

/** Width of an engagement bar in percent: the rate divided by 10, capped at 100. */
export function engagementBarWidth(rate: number): number {
  return Math.min(100, Math.max(0, rate * 10));
}
