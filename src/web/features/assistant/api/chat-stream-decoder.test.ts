import { describe, expect, it } from "vitest";

import { createChatStreamDecoder } from "./chat-stream-decoder";

function decode(...pieces: string[]) {
  const deltas: string[] = [];
  const errors: string[] = [];
  const decoder = createChatStreamDecoder({
    onDelta: (text) => deltas.push(text),
    onError: (message) => errors.push(message),
  });
  for (const piece of pieces) decoder.feed(piece);
  return { deltas, errors, done: decoder.done };
}

const event = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

describe("chat stream decoder", () => {
  it("reads deltas and stops at [DONE]", () => {
    expect(decode(event("Hola"), event(", agente"), "data: [DONE]\n\n", event("ignorado"))).toEqual({
      deltas: ["Hola", ", agente"],
      errors: [],
      done: true,
    });
  });

  it("joins events split across chunks anywhere, even inside the JSON", () => {
    const whole = event("Álvaro lidera") + event(" con 4,7 M");
    const pieces = [whole.slice(0, 7), whole.slice(7, 30), whole.slice(30, 31), whole.slice(31)];
    expect(decode(...pieces).deltas).toEqual(["Álvaro lidera", " con 4,7 M"]);
  });

  it("accepts CRLF line ends, even split between chunks", () => {
    const crlf = event("uno").replace(/\n/g, "\r\n") + "data: [DONE]\r\n\r\n";
    const cut = crlf.indexOf("\r\n") + 1;
    expect(decode(crlf.slice(0, cut), crlf.slice(cut))).toEqual({ deltas: ["uno"], errors: [], done: true });
  });

  it("ignores comments, blank lines and events without content", () => {
    expect(
      decode(
        ": keep-alive\n\n",
        "\n\n",
        `data: ${JSON.stringify({ choices: [{ delta: { role: "assistant" } }] })}\n\n`,
        event("texto"),
      ).deltas,
    ).toEqual(["texto"]);
  });

  it("holds a data line that is not yet valid JSON until the rest arrives", () => {
    const json = JSON.stringify({ choices: [{ delta: { content: "partido" } }] });
    expect(decode(`data: ${json.slice(0, 15)}\n\n`, `data: ${json.slice(15)}\n\n`).deltas).toEqual(["partido"]);
  });

  it("reports Palco's error event", () => {
    expect(
      decode(
        event("Empiezo"),
        `data: ${JSON.stringify({ error: { message: "El asistente tardó demasiado" } })}\n\n`,
        "data: [DONE]\n\n",
      ),
    ).toEqual({
      deltas: ["Empiezo"],
      errors: ["El asistente tardó demasiado"],
      done: true,
    });
  });
});
