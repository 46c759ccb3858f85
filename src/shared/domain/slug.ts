/** "Álvaro Martín Ruiz" → "alvaro-martin-ruiz": accents dropped, lower case, runs of anything else as one separator. */
export function slug(text: string, separator = "-", maxLength = 60, fallback = "jugador"): string {
  const folded = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator);
  const trimmed = folded.split(separator).filter(Boolean).join(separator).slice(0, maxLength);
  return trimmed.replace(new RegExp(`\\${separator}+$`), "") || fallback;
}
