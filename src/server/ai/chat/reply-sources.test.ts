import { expect, it } from "vitest";

import { offlineReply } from "./reply-sources";

async function collect(text: string): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of offlineReply(Promise.resolve(text), new AbortController().signal, 0)) chunks.push(chunk);
  return chunks;
}

it("streams a short answer a word at a time", async () => {
  const chunks = await collect("Tienes **3 jugadores** en la cartera.");
  expect(chunks.join("")).toBe("Tienes **3 jugadores** en la cartera.");
  expect(chunks.length).toBeGreaterThanOrEqual(6);
});

it("streams a long answer in at most 50 pieces, so that its pauses stay within a second", async () => {
  const text = Array.from({ length: 400 }, (_, index) => `palabra${index}`).join(" ");
  const chunks = await collect(text);
  expect(chunks.join("")).toBe(text);
  expect(chunks.length).toBeLessThanOrEqual(50);
});
