import { createParser } from "eventsource-parser";

import type { ChatStreamEvent } from "@shared/schemas/ai-chat";

export type ChatStreamDecoder = {
  /** Feeds text as it arrives; pieces may split lines, JSON or CRLF pairs anywhere. */
  feed: (text: string) => void;
  /** True once `data: [DONE]` arrived. */
  readonly done: boolean;
};

/**
 * SPEC.md's stream rules on top of a maintained SSE parser: only `data:` lines count, comments and blank lines
 * are ignored, `[DONE]` ends the reply, and a data line that is not yet valid JSON is held until more arrives.
 */
export function createChatStreamDecoder(handlers: {
  onDelta: (text: string) => void;
  onError: (message: string) => void;
}): ChatStreamDecoder {
  let done = false;
  let held = "";
  const parser = createParser({
    onEvent: ({ data }) => {
      if (done) return;
      if (data.trim() === "[DONE]") {
        done = true;
        return;
      }
      const text = held + data;
      let event: ChatStreamEvent;
      try {
        event = JSON.parse(text) as ChatStreamEvent;
      } catch {
        held = text;
        return;
      }
      held = "";
      if ("error" in event) handlers.onError(event.error.message);
      else {
        const content = event.choices?.[0]?.delta?.content;
        if (content) handlers.onDelta(content);
      }
    },
  });
  return {
    feed: (text) => parser.feed(text),
    get done() {
      return done;
    },
  };
}
