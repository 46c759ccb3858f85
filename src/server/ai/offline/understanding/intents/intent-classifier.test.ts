import { expect, it } from "vitest";

import { CORPUS_NAMES, INTENT_CORPUS, INTENT_NAMES, isHeldOut, type IntentName } from "./corpus";
import { trainIntentClassifier } from "./intent-classifier";

const split = (held: boolean) =>
  Object.fromEntries(
    INTENT_NAMES.map((intent) => [intent, INTENT_CORPUS[intent].filter((_, index) => isHeldOut(index) === held)]),
  ) as Record<IntentName, string[]>;

it("keeps at least 25 utterances for every intent", () => {
  for (const intent of INTENT_NAMES) expect(INTENT_CORPUS[intent].length, intent).toBeGreaterThanOrEqual(25);
});

it("recognises at least 95 % of the utterances it never trained on", async () => {
  const classifier = await trainIntentClassifier(split(false));
  const heldOut = split(true);
  const misses: string[] = [];
  let total = 0;
  for (const intent of INTENT_NAMES) {
    for (const utterance of heldOut[intent]) {
      total += 1;
      const guess = await classifier.classify(utterance, CORPUS_NAMES);
      // Out of scope and not understood get the same answer ("No sé hacer eso todavía").
      const understood = guess.intent === "none" ? "out_of_scope" : guess.intent;
      if (understood !== intent)
        misses.push(`«${utterance}»: ${intent} -> ${guess.intent} (${guess.score.toFixed(2)})`);
    }
  }
  const accuracy = (total - misses.length) / total;
  console.log(`intent accuracy on ${total} held-out utterances: ${(accuracy * 100).toFixed(1)} %`);
  if (misses.length) console.log(misses.join("\n"));
  expect(accuracy, misses.join("\n")).toBeGreaterThanOrEqual(0.95);
});
