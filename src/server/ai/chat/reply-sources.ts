import { stepCountIs, streamText, type LanguageModel, type ModelMessage } from "ai";

import { neutralizeActionMarkers, pendingMarkerStart } from "../../../shared/domain/assistant-actions";
import type { ChatMessage } from "../../../shared/schemas/ai-chat";
import type { DbExecutor } from "../../db/lib/executor";
import type { ProposalSigner } from "../actions/proposals";
import { proposalFor } from "../actions/propose";
import { aiSdkTools } from "../tools/ai-sdk-tools";
import type { ToolScope } from "../tools/registry";

/** A reply as it is produced: pieces of text, in order. Throws when the engine fails. */
export type ReplySource = AsyncGenerator<string, void, undefined>;

// A colour marker stays in one piece so the browser never shows half of it.
const TOKENS = /\s*\[(?:CAMBIAR_COLOR|ACCION):[^\]\n]*\]|\s*\S+/g;

/** Splits a finished text into word-sized pieces. */
export function replyChunks(text: string): string[] {
  const chunks = text.match(TOKENS) ?? [];
  const trailing = text.length - chunks.join("").length;
  if (trailing > 0 && chunks.length > 0) chunks[chunks.length - 1] += text.slice(-trailing);
  return chunks;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    // The listener goes with the pause: a long answer must not pile one up per word on the signal.
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal.addEventListener("abort", stop, { once: true });
  });

/** At most this many pauses per answer: a long briefing arrives in larger pieces, still whole within a second. */
const MAX_PAUSES = 50;

/** The offline engine's answer, streamed a word (or, for a long answer, a few words) at a time like a model's. */
export async function* offlineReply(answer: Promise<string>, signal: AbortSignal, chunkDelayMs: number): ReplySource {
  const words = replyChunks(await answer);
  const perChunk = Math.ceil(words.length / MAX_PAUSES);
  const chunks =
    perChunk <= 1
      ? words
      : Array.from({ length: Math.ceil(words.length / perChunk) }, (_, index) =>
          words.slice(index * perChunk, (index + 1) * perChunk).join(""),
        );
  for (const [index, chunk] of chunks.entries()) {
    if (signal.aborted) return;
    if (index > 0) await sleep(chunkDelayMs, signal);
    yield chunk;
  }
}

export type ModelReplyOptions = {
  model: LanguageModel;
  db: DbExecutor;
  scope: ToolScope;
  system: string;
  messages: ChatMessage[];
  signal: AbortSignal;
  /** Signs the proposal made from a write tool the model called; it reaches the browser as a card to confirm. */
  sign: ProposalSigner;
};

/** A model's answer through the AI SDK, with the read-only tools; provider errors are thrown, never retried. */
export async function* modelReply(options: ModelReplyOptions): ReplySource {
  const result = streamText({
    model: options.model,
    system: options.system,
    messages: options.messages.map((message): ModelMessage => ({ role: message.role, content: message.content })),
    tools: aiSdkTools(options.db, options.scope),
    stopWhen: stepCountIs(5),
    maxRetries: 0,
    abortSignal: options.signal,
    // Errors come out of fullStream below and are answered there; the SDK's own console logging is not wanted.
    onError: () => undefined,
  });
  // The model's text is never a proposal: a marker in it (quoted from a news title, say) is broken, also when it
  // arrives split over two pieces, whose possible start is held back until the next piece says.
  let held = "";
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      const text = held + part.text;
      const keep = pendingMarkerStart(text);
      held = text.slice(text.length - keep);
      const ready = neutralizeActionMarkers(text.slice(0, text.length - keep));
      if (ready) yield ready;
    } else if (part.type === "tool-approval-request") {
      if (held) yield neutralizeActionMarkers(held);
      held = "";
      const proposed = await proposalFor(options.db, part.toolCall.toolName, part.toolCall.input);
      yield "proposal" in proposed ? `\n\n[ACCION:${options.sign(proposed.proposal)}]` : `\n\n${proposed.problem}`;
    } else if (part.type === "error") throw part.error;
    else if (part.type === "abort") return;
  }
  if (held) yield neutralizeActionMarkers(held);
}
