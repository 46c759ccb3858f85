import { AI_ERROR_MESSAGES, ENGINE_HEADER, type ChatMessage, type ChatRole } from "@shared/schemas/ai-chat";

import { createChatStreamDecoder } from "./chat-stream-decoder";

/** A failed reply, with the message SPEC.md section 8 gives the agent. */
export class ChatError extends Error {}

export type ChatRequest = { messages: ChatMessage[]; role: ChatRole; playerIds: string[] };

function statusMessage(status: number): string {
  if (status === 429) return AI_ERROR_MESSAGES.rateLimited;
  if (status === 402) return AI_ERROR_MESSAGES.creditsRequired;
  return AI_ERROR_MESSAGES.chatFailed;
}

/** Sends the conversation and hands each piece of the reply to `onDelta`; resolves with the engine's name. */
export async function streamChat(
  request: ChatRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch("/api/ai/chat", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        messages: request.messages,
        role: request.role,
        playerData: request.playerIds.map((id) => ({ id })),
      }),
      signal,
    });
  } catch {
    throw new ChatError("No se pudo conectar con el servidor");
  }
  if (!response.ok) throw new ChatError(statusMessage(response.status));
  if (!response.body) throw new ChatError("No hay respuesta del servidor");

  let failure: string | undefined;
  const decoder = createChatStreamDecoder({ onDelta, onError: (message) => (failure = message) });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!decoder.done) {
      const { value, done } = await reader.read();
      if (done) break;
      decoder.feed(value);
    }
  } finally {
    reader.releaseLock();
  }
  if (failure) throw new ChatError(failure);
  if (!decoder.done) throw new ChatError("La respuesta se cortó antes de terminar");
  return decodeURIComponent(response.headers.get(ENGINE_HEADER) ?? "");
}
