export type SentimentSplit = { positive: number | null; neutral: number | null; negative: number | null };

/**
 * The three shares of what is said about a player: positive and negative as the agent recorded them, neutral the
 * rest. A share the agent has not recorded is null ("Sin datos"), and so is neutral while either is missing.
 */
export function sentimentSplit(positive: number | null, negative: number | null): SentimentSplit {
  const neutral = positive === null || negative === null ? null : Math.max(0, 100 - positive - negative);
  return { positive, neutral, negative };
}

export type Reputation = { text: string; tone: "success" | "warning" | "destructive" };

/** The badge a recorded positive share earns; no recorded share earns none. */
export function reputationOf(positive: number | null): Reputation | null {
  if (positive === null) return null;
  if (positive >= 70) return { text: "Excelente reputación", tone: "success" };
  if (positive >= 50) return { text: "Buena reputación", tone: "warning" };
  return { text: "Reputación en riesgo", tone: "destructive" };
}
