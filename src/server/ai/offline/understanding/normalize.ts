import { withoutAccents } from "../../../../shared/domain/plain-text";

/** Lower case, no accents, punctuation as spaces, single spaces: "¿Quién tiene MÁS seguidores?" -> "quien tiene mas seguidores". */
export function normalizeQuestion(text: string): string {
  return (
    withoutAccents(text)
      .replace(/[^a-z0-9#\s]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      // Chat shorthand: "q tal", "xq", "pq".
      .replace(/\b(q|k)\b/g, "que")
      .replace(/\b(xq|pq|porq)\b/g, "porque")
  );
}

export function wordsOf(normalized: string): string[] {
  return normalized === "" ? [] : normalized.split(" ");
}

/** Whether any of the phrases occurs in the question as whole words. */
export function mentions(normalized: string, ...phrases: string[]): boolean {
  const padded = ` ${normalized} `;
  return phrases.some((phrase) => padded.includes(` ${phrase} `));
}

/** Whether any word of the question starts with one of the stems ("patrocin" matches "patrocinios"). */
export function hasStem(normalized: string, ...stems: string[]): boolean {
  return wordsOf(normalized).some((word) => stems.some((stem) => word.startsWith(stem)));
}

/**
 * The candidates whose text shares words with the question's, most shared first; none sharing is left out. A word
 * counts by its first six letters, so "seguidores" finds "seguidor" and "instagram" "Instagram".
 */
export function rankByWords<T>(words: string[], candidates: T[], textOf: (candidate: T) => string) {
  return candidates
    .map((candidate) => {
      const text = normalizeQuestion(textOf(candidate));
      return { candidate, score: words.filter((word) => text.includes(word.slice(0, 6))).length };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}
