export type AiProviderSettings =
  | { kind: "offline" }
  | { kind: "openai-compatible"; baseUrl: string; apiKey: string | undefined; model: string };

export type AiSettings = {
  provider: AiProviderSettings;
  /** A stream that sends nothing for this long is ended with an error event. */
  timeoutMs: number;
  /** Requests each agent may make to the AI routes per minute, counted in the database. */
  requestsPerMinute: number;
};

export const DEFAULT_AI_SETTINGS: AiSettings = { provider: { kind: "offline" }, timeoutMs: 60_000, requestsPerMinute: 20 };
