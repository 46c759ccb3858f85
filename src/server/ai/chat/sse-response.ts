import { AI_ERROR_MESSAGES, ENGINE_HEADER, type ChatStreamEvent } from "../../../shared/schemas/ai-chat";
import type { ReplySource } from "./reply-sources";

const encoder = new TextEncoder();
const event = (payload: ChatStreamEvent) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
const delta = (content: string) => event({ choices: [{ delta: { content } }] });
const DONE = encoder.encode("data: [DONE]\n\n");

export const STALLED_MESSAGE = "El asistente tardó demasiado en responder. Inténtalo de nuevo.";

export class StalledReplyError extends Error {
  constructor() {
    super(STALLED_MESSAGE);
  }
}

/** The next piece of a reply, or StalledReplyError when none arrives within `timeoutMs`. */
export async function nextWithin(source: ReplySource, timeoutMs: number): Promise<IteratorResult<string, void>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StalledReplyError()), timeoutMs);
  });
  try {
    return await Promise.race([source.next(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

export type SseOptions = {
  /** Pieces already taken from the source (the caller reads the first one before answering 200). */
  first: string[];
  /** Set when the reply already failed before its first piece: the stream carries only this error. */
  failedWith?: string;
  source: ReplySource;
  timeoutMs: number;
  engine: string;
  /** Stops the engine: called when the browser goes away or the reply stalls. */
  abort: (reason: string) => void;
  /** A failure after the stream started: logged, and reported to the browser as an error event. */
  onError: (error: unknown) => void;
};

/** SPEC.md's chat stream: `data: {"choices":[{"delta":{"content":...}}]}` lines, then `data: [DONE]`. */
export function sseResponse(options: SseOptions): Response {
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of options.first) controller.enqueue(delta(piece));
      if (options.failedWith) {
        finished = true;
        controller.enqueue(event({ error: { message: options.failedWith } }));
        controller.enqueue(DONE);
        controller.close();
      }
    },
    async pull(controller) {
      try {
        const next = await nextWithin(options.source, options.timeoutMs);
        if (next.done) {
          finished = true;
          controller.enqueue(DONE);
          controller.close();
          return;
        }
        controller.enqueue(delta(next.value));
      } catch (error) {
        finished = true;
        const stalled = error instanceof StalledReplyError;
        if (stalled) options.abort("stalled");
        else options.onError(error);
        controller.enqueue(event({ error: { message: stalled ? STALLED_MESSAGE : AI_ERROR_MESSAGES.chatFailed } }));
        controller.enqueue(DONE);
        controller.close();
      }
    },
    cancel() {
      if (!finished) options.abort("client disconnected");
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      [ENGINE_HEADER]: encodeURIComponent(options.engine),
    },
  });
}
