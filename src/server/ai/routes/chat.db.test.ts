import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readChatStream } from "../../test/chat-stream";
import {
  callTool,
  endStream,
  failWith,
  fakeModelSettings,
  startFakeOpenAi,
  startStream,
  streamedText,
  writeText,
  type FakeOpenAi,
} from "../../test/fake-openai";
import { playerIdNamed } from "../../test/fixtures";
import { useSignedInApp } from "../../test/signed-in-app";
import { DEFAULT_AI_SETTINGS } from "../settings";

const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: "user", content }],
  role: "agent",
  ...extra,
});

describe("chat with the offline engine", () => {
  const t = useSignedInApp(
    { ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 1000, offlineChunkDelayMs: 0 } },
    { sample: true },
  );

  const chat = (body: unknown) => t.request("/api/ai/chat", { method: "POST", json: body });

  it("needs a session", async () => {
    const response = await t.anonymous("/api/ai/chat", { method: "POST", json: ask("hola") });
    expect(response.status).toBe(401);
  });

  it("streams SPEC's event format, word by word, from the database", async () => {
    const response = await chat(ask("¿Quién tiene más seguidores?"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(decodeURIComponent(response.headers.get("x-palco-engine") ?? "")).toBe("Motor integrado (sin conexión)");
    const reply = await readChatStream(response);
    expect(reply.done).toBe(true);
    expect(reply.pieces.length).toBeGreaterThan(5);
    expect(reply.text).toContain("**Álvaro Martín Ruiz** es quien más seguidores en total tiene: 4,7 M");
  });

  it("loads context players itself: what the browser says about them is ignored", async () => {
    const id = await playerIdNamed(t, "Diego Salvatierra");
    const reply = await readChatStream(
      await chat(
        ask("¿Cuál es su valor de mercado?", { playerData: [{ id, name: "Otro Nombre", marketValue: "999M€" }] }),
      ),
    );
    expect(reply.text).toBe("El valor de mercado de **Diego Salvatierra** es **28M€**.");
  });

  it("speaks to the player in player mode", async () => {
    const id = await playerIdNamed(t, "Nicolás Ferreira");
    const reply = await readChatStream(
      await chat(ask("¿Cuántos seguidores tengo?", { role: "player", playerData: [{ id }] })),
    );
    expect(reply.text).toMatch(/^Sumas 859 K en total/);
  });

  it.each([
    [{ role: "agent" }, "Faltan los mensajes"],
    [{ messages: [], role: "agent" }, "Escribe un mensaje"],
    [{ messages: [{ role: "user", content: "   " }] }, "Escribe un mensaje"],
    [ask("hola", { role: "coach" }), "El modo debe ser agent o player"],
    [ask("x".repeat(4001)), "Un mensaje no puede superar 4000 caracteres"],
    [
      { messages: Array.from({ length: 51 }, () => ({ role: "user", content: "hola" })) },
      "La conversación no puede superar 50 mensajes",
    ],
    [ask("hola", { role: "player" }), "El modo jugador necesita un único jugador en playerData"],
    [ask("hola", { playerData: [{ id: "no-es-un-id" }] }), "Jugador de contexto no válido"],
  ])("refuses a bad body %# with a Spanish message", async (body, message) => {
    const response = await chat(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it("answers 404 for a player mode player that does not exist", async () => {
    const response = await chat(
      ask("hola", { role: "player", playerData: [{ id: "00000000-0000-4000-8000-000000000000" }] }),
    );
    expect(response.status).toBe(404);
  });

  it("names its engine", async () => {
    const response = await t.request("/api/ai/engine");
    expect(await response.json()).toEqual({ kind: "offline", label: "Motor integrado (sin conexión)" });
  });
});

describe("the per-agent limit on AI routes", () => {
  const t = useSignedInApp({ ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 3, offlineChunkDelayMs: 0 } });

  it("answers 429 with SPEC's message past the limit, counted in the database", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.request("/api/ai/chat", { method: "POST", json: ask("hola") });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
          "Límite de solicitudes alcanzado. Intenta en unos minutos.",
        );
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      } else await response.text();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const { rows } = await t.database.pool.query<{ count: number }>("select count from ai_rate_limits");
    expect(rows).toEqual([{ count: 4 }]);
  });
});

describe("chat with an OpenAI-compatible model", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  const t = useSignedInApp(
    () => ({
      ai: fakeModelSettings(fake, { timeoutMs: 1000 }),
    }),
    { sample: true },
  );
  afterAll(async () => {
    await fake.close();
  });

  const chat = (body: unknown) => t.request("/api/ai/chat", { method: "POST", json: body });

  it("relays the model's streamed pieces and names the model", async () => {
    fake.answerWith(streamedText("Hola", ", agente", ". ¿En qué te ayudo?"));
    const response = await chat(ask("hola"));
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get("x-palco-engine") ?? "")).toBe("fake-model");
    const reply = await readChatStream(response);
    expect(reply).toMatchObject({ pieces: ["Hola", ", agente", ". ¿En qué te ayudo?"], done: true });
    const request = fake.requests.at(-1)!;
    expect(request.model).toBe("fake-model");
    expect(request.messages[0]).toMatchObject({ role: "system" });
    expect(request.tools?.map((tool) => tool.function.name)).toContain("clasificar_jugadores");
  });

  it("runs a tool the model calls against the database and streams the answer that uses it", async () => {
    fake.answerWith((request, response) => {
      const toolResult = request.messages.find((message) => message.role === "tool");
      if (!toolResult)
        return callTool("clasificar_jugadores", { metrica: "followers", orden: "desc", limite: 1 })(request, response);
      const { ranking } = JSON.parse(String(toolResult.content)) as { ranking: { nombre: string; valor: number }[] };
      return streamedText(`Lidera ${ranking[0]!.nombre} con ${ranking[0]!.valor} seguidores.`)(request, response);
    });
    const reply = await readChatStream(await chat(ask("¿Quién tiene más seguidores?")));
    expect(reply.text).toBe("Lidera Álvaro Martín Ruiz con 4680000 seguidores.");
  });

  it("offers only the player's own tools in player mode", async () => {
    const diego = await playerIdNamed(t, "Diego Salvatierra");
    fake.answerWith(streamedText("Vale."));
    await readChatStream(
      await chat(ask("¿Quién tiene más seguidores?", { role: "player", playerData: [{ id: diego }] })),
    );
    const request = fake.requests.at(-1)!;
    const names = request.tools?.map((tool) => tool.function.name) ?? [];
    expect(names).toContain("ficha_jugador");
    expect(names).not.toContain("clasificar_jugadores");
    expect(String(request.messages[0]?.content)).toContain("Diego Salvatierra");
  });

  it.each([
    [
      429,
      { message: "Rate limit reached", type: "rate_limit_exceeded" },
      429,
      "Límite de solicitudes alcanzado. Intenta en unos minutos.",
    ],
    [402, { message: "Payment required" }, 402, "Se requiere recarga de créditos."],
    [
      429,
      { message: "You exceeded your current quota", type: "insufficient_quota", code: "insufficient_quota" },
      402,
      "Se requiere recarga de créditos.",
    ],
    [500, { message: "upstream exploded" }, 502, "Error al comunicarse con el asistente"],
  ])("maps a provider %i to %#", async (upstream, error, status, message) => {
    fake.answerWith(failWith(upstream, error));
    const before = fake.requests.length;
    const response = await chat(ask("hola"));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(fake.requests.length - before).toBe(1);
  });

  it("ends a stalled stream with an error event", async () => {
    fake.answerWith((_request, response) => {
      startStream(response);
      writeText(response, "Empiezo");
    });
    const reply = await readChatStream(await chat(ask("hola")));
    expect(reply).toMatchObject({
      text: "Empiezo",
      error: "El asistente tardó demasiado en responder. Inténtalo de nuevo.",
      done: true,
    });
    expect(await fake.lastAnswerAborted()).toBe(true);
  });

  it("aborts the upstream request when the browser disconnects mid-stream", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      fake.answerWith((_request, response) => {
        startStream(response);
        writeText(response, "Primera parte");
        // Holds the rest: the browser leaves before it comes.
        setTimeout(() => (response.writableEnded ? undefined : endStream(response)), 5000).unref();
      });
      const browser = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}/api/ai/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: t.cookie, Origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify(ask("hola")),
        signal: browser.signal,
      });
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("Primera parte");
      browser.abort();
      expect(await fake.lastAnswerAborted()).toBe(true);
    } finally {
      server.close();
    }
  });
});
