import { HttpError } from "./errors";

export const DATABASE_UNAVAILABLE = "La base de datos no está disponible; inténtalo en unos segundos";
export const STORAGE_FULL = "No queda espacio para guardar el archivo";

type CodedError = { code?: unknown; message?: unknown; cause?: unknown };

/** Node's and the network's codes for a database connection that is gone or cannot be made. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

function* causes(error: unknown): Generator<CodedError> {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 6;
    current = (current as CodedError).cause, depth += 1
  ) {
    yield current as CodedError;
  }
}

/** PostgreSQL's classes for "the server went away": connection exceptions (08) and operator intervention (57P). */
const isServerGone = (code: string) => code.startsWith("08") || /^57P0[1-4]$/.test(code);

/**
 * Failures of what Palco stands on rather than of the request: a database that restarts or cannot be reached
 * (503, the request may be retried in a moment) and a full disk under the file store (507).
 */
export function httpErrorFromInfrastructure(error: unknown): HttpError | undefined {
  for (const cause of causes(error)) {
    const code = typeof cause.code === "string" ? cause.code : "";
    if (code === "ENOSPC" || code === "EDQUOT") return new HttpError(507, "insufficient_storage", STORAGE_FULL);
    const message = typeof cause.message === "string" ? cause.message : "";
    if (
      CONNECTION_CODES.has(code) ||
      isServerGone(code) ||
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    ) {
      return new HttpError(503, "database_unavailable", DATABASE_UNAVAILABLE, undefined, { "Retry-After": "5" });
    }
  }
  return undefined;
}
