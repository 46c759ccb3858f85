export type AiProviderSettings =
  | { kind: "offline" }
  | { kind: "openai-compatible"; baseUrl: string; apiKey: string | undefined; model: string };

/** Who draws campaign images: Palco's own poster engine, or an OpenAI-compatible images endpoint. */
export type ImageProviderSettings =
  | { kind: "offline" }
  | { kind: "openai-compatible"; baseUrl: string; apiKey: string | undefined; model: string };

export type AiSettings = {
  provider: AiProviderSettings;
  image: ImageProviderSettings;
  /** A stream that sends nothing for this long is ended with an error event. */
  timeoutMs: number;
  /** Requests each agent may make to the AI routes per minute, counted in the database. */
  requestsPerMinute: number;
};

export const DEFAULT_AI_SETTINGS: AiSettings = {
  provider: { kind: "offline" },
  image: { kind: "offline" },
  timeoutMs: 60_000,
  requestsPerMinute: 20,
};
