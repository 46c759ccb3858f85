import { APICallError } from "ai";

import { AI_ERROR_MESSAGES } from "../../../shared/schemas/ai-chat";
import { creditsRequired, HttpError, rateLimited } from "../../http/errors";

// Quota exhaustion arrives as 402 from some providers and as a 429 naming the quota from others (OpenAI).
const QUOTA_WORDS = /insufficient_quota|quota|credit|billing|payment/i;

function apiCallErrorIn(error: unknown): APICallError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (APICallError.isInstance(current)) return current;
    current = (current as { cause?: unknown; lastError?: unknown }).lastError ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The HTTP error the browser gets for a provider failure: SPEC's 429 and 402, else 502. */
export function providerHttpError(error: unknown): HttpError {
  const call = apiCallErrorIn(error);
  const status = call?.statusCode;
  if (status === 402 || (status === 429 && QUOTA_WORDS.test(call?.responseBody ?? ""))) return creditsRequired();
  if (status === 429) return rateLimited(Number(call?.responseHeaders?.["retry-after"]) || undefined);
  return new HttpError(502, "provider_error", AI_ERROR_MESSAGES.chatFailed);
}
