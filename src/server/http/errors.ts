import type { ContentfulStatusCode } from "hono/utils/http-status";

import { AI_ERROR_MESSAGES } from "../../shared/schemas/ai-chat";
import { DomainError } from "../domain-errors";

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string; current?: unknown };
};

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent with the error answer, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** More of the answer's body, e.g. the current record with a 412. */
    readonly details?: { current?: unknown },
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, "unauthorized", "Inicia sesión para continuar");

export const forbidden = (message: string) => new HttpError(403, "forbidden", message);

export const notFound = (message = "Recurso no encontrado") => new HttpError(404, "not_found", message);

export const conflict = (message: string) => new HttpError(409, "conflict", message);

export function validationError(message: string, fields: Record<string, string> = {}) {
  return new HttpError(400, "validation", message, fields);
}

export const rateLimited = (retryAfterSeconds?: number) =>
  new HttpError(
    429,
    "rate_limited",
    AI_ERROR_MESSAGES.rateLimited,
    undefined,
    retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  );

export const creditsRequired = () => new HttpError(402, "credits_required", AI_ERROR_MESSAGES.creditsRequired);

/** A refusal of the data's or the trade's rules as HTTP says it. */
export function httpErrorFromDomain(error: unknown): HttpError | undefined {
  if (!(error instanceof DomainError)) return undefined;
  switch (error.kind) {
    case "invalid":
      return validationError(error.message, error.fields);
    case "conflict":
      return conflict(error.message);
    case "not_found":
      return notFound(error.message);
    case "expired":
      return new HttpError(410, "expired", error.message);
    case "stale":
      return new HttpError(412, "stale", error.message, undefined, undefined, {
        ...(error.current === undefined ? {} : { current: error.current }),
      });
  }
}
