/**
 * Error descriptions for the log that never carry a secret. A failed query's error names its parameters
 * (drizzle writes "params: ..." into the message, and a session lookup's parameter is the session token),
 * and a driver error may repeat the connection string with its password: both are cut before logging.
 */
const PARAMS_LINE = /\n?params:.*$/gims;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]+:)[^@\s]+@/gi;
const SECRET_ASSIGNMENT =
  /\b(token|password|secret|cookie|authorization|session_token)(["']?\s*[:=]\s*["']?)[^\s"',;]+/gi;

export function redactSecrets(text: string): string {
  return text.replace(PARAMS_LINE, "").replace(URL_PASSWORD, "$1***@").replace(SECRET_ASSIGNMENT, "$1$2***");
}

/** "Name: message <- cause's message <- ...", redacted: what a log line may say of an error. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      parts.push(`${current.name}${typeof code === "string" ? ` [${code}]` : ""}: ${current.message}`);
      current = current.cause;
    } else {
      parts.push(String(current));
      current = undefined;
    }
  }
  return redactSecrets(parts.join(" <- "));
}

export function logError(context: string, error: unknown): void {
  console.error(`${context} ${describeError(error)}`);
}
