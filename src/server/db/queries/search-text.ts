/** Lower-case and strip accents, so "alvaro" finds "Álvaro". */
export function normalizeSearchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${normalizeSearchText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
