const graphemes = new Intl.Segmenter("es", { granularity: "grapheme" });

/** The first character as people see it: "É" written as E plus an accent, or a whole emoji, never half of one. */
const firstGrapheme = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? "";

/** Up to two initials, from the first two words: "Álvaro Martín Ruiz" -> "ÁM", "🦁 Leo" -> "🦁L". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toLocaleUpperCase("es"))
    .join("");
}
