import { CATALOGUE } from "../../catalogue/catalogue";
import { INTENT_CORPUS } from "./intents/corpus";
import { normalizeQuestion } from "./normalize";

/**
 * Words agents type for the catalogue's own: slang, anglicisms, abbreviations. A phrase maps to the words the
 * engine reads ("guita" is money, "finde" the weekend, "call" a call).
 */
const SYNONYMS: readonly [RegExp, string][] = [
  [/\b(guita|pasta|pela|pelas|plata|lana|cash|money|dinero)\b/g, "dinero"],
  [/\b(en juego|sobre la mesa|en el aire)\b/g, "en el pipeline"],
  [/\b(sponsor|sponsors|sponsorship|esponsor)\b/g, "patrocinio"],
  [/\b(deal|deals|dil)\b/g, "patrocinio"],
  [/\b(calls?|llamadita)\b/g, "llamada"],
  [/\b(meeting|meetings|meet)\b/g, "reunion"],
  [/\b(mails?|emails?|correos?)\b/g, "email"],
  [/\b(whats|wasap|wassap|guasap|wsp|wpp)\b/g, "whatsapp"],
  [/\b(to ?dos?|todo list|recordatorios?)\b/g, "tareas"],
  [/\b(deadline|deadlines)\b/g, "vencimiento"],
  [/\b(fees?)\b/g, "comision"],
  [/\b(bills?|invoices?|fras?|fact)\b/g, "facturas"],
  [/\b(offers?|ofertas?)\b/g, "ofertas"],
  [/\b(finde|weekend|fin de semana)\b/g, "fin de semana"],
  [/\b(hoy x hoy|a dia de hoy|a fecha de hoy|ahora mismo|actualmente)\b/g, "ahora"],
  [/\b(dnd)\b/g, "donde"],
  [/\b(cdo|cuand)\b/g, "cuando"],
  [/\b(tb|tmb)\b/g, "tambien"],
  [/\b(mñn|mnn|mñna)\b/g, "manana"],
  [/\b(sem)\b/g, "semana"],
  [/\b(prox|prx)\b/g, "proximo"],
  [/\b(info)\b/g, "informacion"],
  [/\b(dd)\b/g, "director deportivo"],
  [/\b(presi|presis)\b/g, "presidente"],
  [/\b(dire deportivo|director de futbol|sporting director)\b/g, "director deportivo"],
  [/\b(secre tecnico|secretario tec)\b/g, "secretario tecnico"],
  [/\b(contrato del club|contrato con su club|contrato con el equipo)\b/g, "contrato con el club"],
  [/\b(clausula de salida|clausula de rescision)\b/g, "clausula"],
  [/\b(botas|zapatillas|ropa deportiva|material deportivo)\b/g, "deportes"],
  [
    /\b(nos ha soltado|nos han soltado|nos ha abonado|nos han abonado|nos ha ingresado|nos han ingresado)\b/g,
    "nos ha pagado",
  ],
];

/**
 * Every word the engine knows: its intent corpus (but the questions it must refuse, whose words say nothing about
 * Palco), and the catalogue's names, fields and states.
 */
function knownWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) =>
    normalizeQuestion(text)
      .split(" ")
      .forEach((word) => word && words.add(word));
  for (const [intent, utterances] of Object.entries(INTENT_CORPUS))
    if (intent !== "out_of_scope") utterances.forEach(add);
  for (const resource of CATALOGUE) {
    [resource.one, resource.many, ...resource.words].forEach(add);
    for (const field of resource.fields) [field.label, ...field.words].forEach(add);
    for (const value of resource.state?.values ?? []) [value.label, ...value.words].forEach(add);
  }
  for (const [, canonical] of SYNONYMS) add(canonical);
  // Verbs that look like a typo of a noun they are not ("facturé" is not "factura").
  "facture facturo facturamos facturaste facturado cobre cobro cobramos pague pagamos".split(" ").forEach(add);
  return words;
}

let known: Set<string> | undefined;

/** Damerau–Levenshtein distance, stopped early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}

/** The known word a typo stands for ("ofretas" → "ofertas"), when exactly one is that close; else the word itself. */
function corrected(word: string, words: Set<string>): string {
  if (word.length < 5 || words.has(word) || /\d/.test(word)) return word;
  // Another gender or number of a known word is that word, not a typo ("pasada" is not "pasado").
  const stem = word.replace(/(a|o|e|as|os|es)$/, "");
  if (["a", "o", "e", "as", "os", "es"].some((ending) => words.has(stem + ending))) return word;
  const limit = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of words) {
    if (candidate.length < 4 || candidate[0] !== word[0]) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best ?? word;
}

/**
 * A normalized question in the engine's own words: synonyms and slang replaced, typos of known words put right.
 * Names are left alone: `keep` holds the words of players, brands and clubs the question names.
 */
export function inOwnWords(normalized: string, keep: ReadonlySet<string> = new Set()): string {
  known ??= knownWords();
  let text = ` ${normalized} `;
  for (const [pattern, canonical] of SYNONYMS) text = text.replace(pattern, canonical);
  return text
    .trim()
    .split(/\s+/)
    .map((word) => (keep.has(word) ? word : corrected(word, known!)))
    .join(" ");
}

/** Whether the engine knows a (normalized) word: its corpus, its catalogue or a synonym's result. */
export function isKnownWord(word: string): boolean {
  known ??= knownWords();
  return known.has(word);
}
