import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { AiSettings } from "../ai/settings";

export type ChatCompletionRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
  response_format?: unknown;
};

export type FakeReply = (
  request: ChatCompletionRequest,
  response: ServerResponse,
  incoming?: IncomingMessage,
) => void | Promise<void>;

/**
 * An OpenAI-compatible server on loopback: each test says how it answers /v1/chat/completions, and can read every
 * request it got and whether the caller hung up before the answer ended.
 */
export async function startFakeOpenAi() {
  const requests: ChatCompletionRequest[] = [];
  let reply: FakeReply = (_request, response) => {
    response.writeHead(500).end();
  };
  let lastAborted: Promise<boolean> = Promise.resolve(false);

  const server = createServer((incoming, response) => {
    let body = "";
    incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
    incoming.on("end", () => {
      // An images edit arrives as a form: its fields are kept as text, for a test to read their names.
      const multipart = (incoming.headers["content-type"] ?? "").startsWith("multipart/");
      const request = (multipart ? { multipart: body } : JSON.parse(body)) as ChatCompletionRequest;
      requests.push(request);
      lastAborted = new Promise((resolve) => {
        response.on("close", () => resolve(!response.writableFinished));
      });
      void reply(request, response, incoming);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: FakeReply) {
      reply = next;
    },
    /** Resolves once the last answer's connection closed: true when it closed before the answer was complete. */
    lastAnswerAborted: () => lastAborted,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model: "fake-model", choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

export function startStream(response: ServerResponse) {
  response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
}

export function writeText(response: ServerResponse, text: string) {
  response.write(chunk({ role: "assistant", content: text }));
}

export function endStream(response: ServerResponse, finishReason = "stop") {
  response.write(chunk({}, finishReason));
  response.end("data: [DONE]\n\n");
}

/** A whole streamed answer made of these pieces. */
export const streamedText =
  (...pieces: string[]): FakeReply =>
  (_request, response) => {
    startStream(response);
    for (const piece of pieces) writeText(response, piece);
    endStream(response);
  };

export const callTool =
  (name: string, args: Record<string, unknown>): FakeReply =>
  (_request, response) => {
    startStream(response);
    response.write(
      chunk({
        role: "assistant",
        tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name, arguments: JSON.stringify(args) } }],
      }),
    );
    endStream(response, "tool_calls");
  };

export const failWith =
  (status: number, error: { message: string; type?: string; code?: string }): FakeReply =>
  (_request, response) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error }));
  };

/** Palco's AI settings pointing the chat model at the fake; images stay offline. */
export const fakeModelSettings = (
  fake: FakeOpenAi,
  { timeoutMs = 5000, apiKey = "sk-test" as string | undefined } = {},
): AiSettings => ({
  provider: { kind: "openai-compatible", baseUrl: fake.baseUrl, apiKey, model: "fake-model" },
  image: { kind: "offline" },
  timeoutMs,
  requestsPerMinute: 1000,
});
