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
  return {
    async classify(text, named = {}) {
      const result = await nlp.process("es", maskNames(text, named));
      const intent = result.intent ?? "None";
      const score = result.score ?? 0;
      return isIntent(intent) && score >= MIN_SCORE ? { intent, score } : { intent: "none", score };
    },
  };
}

let trained: Promise<IntentClassifier> | undefined;

/** The classifier trained on the whole corpus, shared by every chat of this process. */
export function intentClassifier(): Promise<IntentClassifier> {
  trained ??= trainIntentClassifier(INTENT_CORPUS);
  return trained;
}
