/** SPEC: negative sentiment is shown as a fixed 5%. */
export const NEGATIVE_SENTIMENT_PERCENT = 5;

export type SentimentSplit = { positive: number; neutral: number; negative: number };

/** positive = sentiment, negative = 5, neutral = the rest (never below 0). */
export function sentimentSplit(sentiment: number): SentimentSplit {
  const positive = Math.min(100, Math.max(0, Math.round(sentiment)));
  const negative = NEGATIVE_SENTIMENT_PERCENT;
  return { positive, neutral: Math.max(0, 100 - positive - negative), negative };
}
