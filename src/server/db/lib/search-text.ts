import { withoutAccents } from "../../../shared/domain/plain-text";

/** Lower-case and strip accents, so "alvaro" finds "Álvaro". */
export function normalizeSearchText(...parts: (string | null | undefined)[]): string {
  return withoutAccents(parts.filter(Boolean).join(" ")).trim();
}

/** LIKE's own wildcards (and its escape) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(normalizeSearchText(text))}%`;
}
