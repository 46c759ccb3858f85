import { containerBootstrap } from "@nlpjs/core";
import { LangEs } from "@nlpjs/lang-es";
import { Nlp } from "@nlpjs/nlp";

import { CORPUS_NAMES, INTENT_CORPUS, INTENT_NAMES, type IntentName } from "./corpus";

export type IntentGuess = { intent: IntentName | "none"; score: number };

/** The words of the players and brands a question names: the classifier reads them as placeholders. */
export type NamedWords = { players?: readonly string[]; brands?: readonly string[] };

export type IntentClassifier = { classify(text: string, named?: NamedWords): Promise<IntentGuess> };

/** Below this score the engine says it did not understand rather than guess. */
const MIN_SCORE = 0.5;

const isIntent = (name: string): name is IntentName => (INTENT_NAMES as string[]).includes(name);

/**
 * Names say who, never what: "cuánto vale Diego" and "cuánto vale Nicolás" ask the same. Names become a placeholder,
 * so the intent is learnt from the words around them.
 */
export function maskNames(text: string, named: NamedWords): string {
  const placeholder = new Map<string, string>();
  for (const word of named.players ?? []) placeholder.set(word, "fulano");
  for (const word of named.brands ?? []) placeholder.set(word, "marcaria");
  return text
    .split(" ")
    .map((word) => placeholder.get(word) ?? word)
    .join(" ");
}

/**
 * A neural intent classifier (NLP.js with its Spanish stemmer and normaliser) trained on utterances per intent.
 * Training the whole corpus takes a fraction of a second: it happens once per process, on the first question.
 */
export async function trainIntentClassifier(
  utterances: Partial<Record<IntentName, readonly string[]>>,
): Promise<IntentClassifier> {
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEs);
  // The defaults print every training epoch; a word one letter off the corpus's ("engagment") is read as that word.
  container.registerConfiguration(
    "nlu-??",
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: true,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  );
  const nlp = container.get("nlp");
  nlp.settings.autoSave = false;
  nlp.settings.autoLoad = false;
  nlp.settings.log = false;
  nlp.addLanguage("es");
  for (const [intent, examples] of Object.entries(utterances)) {
    for (const example of examples ?? []) nlp.addDocument("es", maskNames(example, CORPUS_NAMES), intent);
  }
  await nlp.train();
  const known = vocabularyOf(utterances);
  return {
    async classify(text, named = {}) {
      const masked = maskNames(text, named);
      if (mostlyUnknown(masked, known)) return { intent: "out_of_scope", score: 1 };
      const result = await nlp.process("es", masked);
      const intent = result.intent ?? "None";
      const score = result.score ?? 0;
      return isIntent(intent) && score >= MIN_SCORE ? { intent, score } : { intent: "none", score };
    },
  };
}

// Short words and the words of any question say nothing about its subject.
const FUNCTION_WORDS = new Set(
  "que quien quienes cual cuales como cuando donde cuanto cuanta cuantos cuantas para por con sin sobre entre hasta desde tiene tienen tengo hay esta estan este esta estos estas dime dame hazme puedes".split(
    " ",
  ),
);
const stemOf = (word: string) => word.slice(0, 5);

/** The stems of the words the in-scope utterances use (out-of-scope ones excluded). */
function vocabularyOf(utterances: Partial<Record<IntentName, readonly string[]>>): Set<string> {
  const stems = new Set<string>(["fulan", "marca"]);
  for (const [intent, examples] of Object.entries(utterances)) {
    if (intent === "out_of_scope") continue;
    for (const example of examples ?? [])
      for (const word of maskNames(example, CORPUS_NAMES).split(" ")) stems.add(stemOf(word));
  }
  return stems;
}

/**
 * A question most of whose telling words Palco's questions never use ("¿cuántos habitantes tiene España?") is not
 * about Palco, whatever intent its few shared words lean to.
 */
function mostlyUnknown(text: string, known: Set<string>): boolean {
  const telling = text.split(" ").filter((word) => word.length >= 4 && !FUNCTION_WORDS.has(word));
  // One unknown word alone may be a typo or a synonym: the classifier decides.
  if (telling.length < 2) return false;
  const unknown = telling.filter((word) => !known.has(stemOf(word))).length;
  return unknown / telling.length > 0.5;
}

let trained: Promise<IntentClassifier> | undefined;

/** The classifier trained on the whole corpus, shared by every chat of this process. */
export function intentClassifier(): Promise<IntentClassifier> {
  trained ??= trainIntentClassifier(INTENT_CORPUS);
  return trained;
}
