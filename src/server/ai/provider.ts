import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

import type { AiProviderSettings } from "./settings";

/** Which engine answers, as the panel names it. */
export type EngineInfo = { kind: "offline" | "model"; label: string };

export function engineInfo(provider: AiProviderSettings): EngineInfo {
  return provider.kind === "offline"
    ? { kind: "offline", label: "Motor integrado (sin conexión)" }
    : { kind: "model", label: provider.model };
}

/** The configured model, or null when the offline engine answers. */
export function languageModelFor(provider: AiProviderSettings): LanguageModel | null {
  if (provider.kind === "offline") return null;
  const compatible = createOpenAICompatible({
    name: "palco-model",
    baseURL: provider.baseUrl,
    apiKey: provider.apiKey,
    includeUsage: true,
  });
  return compatible.chatModel(provider.model);
}
