import { createParser } from "eventsource-parser";

import type { ChatStreamEvent } from "../../shared/schemas/ai-chat";

export type ReadChat = { pieces: string[]; text: string; error?: string; done: boolean };

/** Reads a whole chat answer the way the browser does: SSE data lines, `[DONE]` at the end. */
export async function readChatStream(response: Response): Promise<ReadChat> {
  const result: ReadChat = { pieces: [], text: "", done: false };
  const parser = createParser({
    onEvent: ({ data }) => {
      if (data === "[DONE]") {
        result.done = true;
        return;
      }
      const event = JSON.parse(data) as ChatStreamEvent;
      if ("error" in event) result.error = event.error.message;
      else {
        const piece = event.choices[0]?.delta.content ?? "";
        result.pieces.push(piece);
        result.text += piece;
      }
    },
  });
  parser.feed(await response.text());
  return result;
}
