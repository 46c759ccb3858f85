/** Lower case without accents: "Álvaro MARTÍN" -> "alvaro martin". Search, the assistant and colour names compare this. */
export function withoutAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
