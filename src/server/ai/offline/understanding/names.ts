import type { DbExecutor } from "../../../db/lib/executor";
import { correctNameWords, findBrandsInText, findPlayersByNameWords, type NamedBrand } from "../../assistant-reads";
import { CORPUS_WORDS } from "./intents/corpus";
import { normalizeQuestion, wordsOf } from "./normalize";

// Words that are never taken for part of a name, even if a player happens to carry one.
const NOT_NAMES = new Set(
  (
    "que quien quienes cual cuales como cuando donde cuanto cuanta cuantos cuantas por para con sin sobre entre hasta desde " +
    "del las los una uno unos unas sus tus mis nos les ella ellos este esta estos estas ese esa eso esto aqui alli hay tiene " +
    "tienen tengo mas menos muy mejor peor mayor menor hola dime dame quiero saber puedes podrias hablame cuentame resumen " +
    "ficha datos jugador jugadores equipo club valor mercado contrato seguidores engagement sentimiento patrocinios patrocinio " +
    "marcas marca inversiones inversion eventos evento noticias noticia okr okrs objetivos aprobaciones proximo proxima " +
    "semana mes ano dias hoy ahora vale juega termina acaba vence edad anos posicion instagram tiktok twitter youtube todos " +
    "todas algo alguna alguno negociacion pipeline agenda partido partidos prensa riesgo color menu cambia"
  ).split(" "),
);

/** Words of a question that could be part of a player's name. */
export function nameCandidates(normalized: string): string[] {
  return [
    ...new Set(wordsOf(normalized).filter((word) => word.length >= 3 && !NOT_NAMES.has(word) && !/^\d+$/.test(word))),
  ];
}

export type PlayerMention =
  | { kind: "none" }
  | { kind: "one"; player: { id: string; name: string } }
  | { kind: "several"; players: { id: string; name: string }[] }
  | { kind: "ambiguous"; word: string; players: { id: string; name: string }[] };

function nameParts(name: string): string[] {
  return wordsOf(normalizeQuestion(name));
}

/**
 * The players a question names. "Álvaro" alone finds the one Álvaro, or asks which one when there are two;
 * "Álvaro Martín" prefers the player matching both words; "Álvaro y Diego" names two players.
 */
export async function findMentionedPlayers(db: DbExecutor, normalized: string): Promise<PlayerMention> {
  const exact = nameCandidates(normalized);
  let found = await findPlayersByNameWords(db, exact);
  let candidates = exact;
  if (found.length === 0) {
    // No name as typed: the same words with their typos put right ("salvatiera").
    const unknown = exact.filter((word) => !CORPUS_WORDS.has(word));
    const corrected = await correctNameWords(db, unknown);
    candidates = exact.map((word) => corrected[unknown.indexOf(word)] ?? word);
    if (candidates.some((word, index) => word !== exact[index])) found = await findPlayersByNameWords(db, candidates);
  }
  if (found.length === 0) return { kind: "none" };
  const matched = found.map((player) => {
    const parts = new Set(nameParts(player.name));
    return { player: { id: player.id, name: player.name }, words: candidates.filter((word) => parts.has(word)) };
  });
  // A word belongs to the players matching most words through it: "martin" in "Álvaro Martín" points at Álvaro Martín Ruiz.
  const claimed = new Map<string, typeof matched>();
  for (const entry of matched) {
    for (const word of entry.words) {
      const current = claimed.get(word) ?? [];
      const best = current[0]?.words.length ?? 0;
      if (entry.words.length > best) claimed.set(word, [entry]);
      else if (entry.words.length === best) claimed.set(word, [...current, entry]);
    }
  }
  const chosen = new Map<string, { id: string; name: string }>();
  for (const [word, entries] of claimed) {
    if (entries.length > 1) {
      return { kind: "ambiguous", word, players: entries.map((entry) => entry.player).slice(0, 5) };
    }
    chosen.set(entries[0]!.player.id, entries[0]!.player);
  }
  const players = [...chosen.values()];
  return players.length === 1
    ? { kind: "one", player: players[0]! }
    : { kind: "several", players: players.slice(0, 3) };
}

export async function findMentionedBrands(db: DbExecutor, normalized: string): Promise<NamedBrand[]> {
  return findBrandsInText(db, normalized);
}
