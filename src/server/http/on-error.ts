import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";

import { logError } from "../safe-log";
import type { AppEnv } from "./app-env";
import { httpErrorFromDatabase } from "./database-errors";
import { HttpError, httpErrorFromDomain, type ErrorBody } from "./errors";
import { httpErrorFromInfrastructure } from "./infrastructure-errors";

export const handleError: ErrorHandler<AppEnv> = (thrown, c) => {
  const requestId = c.get("requestId");
  const infrastructure = httpErrorFromInfrastructure(thrown);
  // Not the request's fault, but worth a line in the log: the operator may need to act (disk, database).
  if (infrastructure) logError(`[${requestId}] ${c.req.method} ${c.req.path}`, thrown);
  const error = infrastructure ?? httpErrorFromDomain(thrown) ?? httpErrorFromDatabase(thrown) ?? thrown;
  if (error instanceof HttpError) {
    const body: ErrorBody = {
      error: { code: error.code, message: error.message, fields: error.fields, ...error.details },
    };
    // The rest of an oversized body is never read: close the connection instead of draining it.
    if (error.status === 413 || error.status === 507) c.header("Connection", "close");
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Raised by Hono itself for malformed requests (bad JSON, CSRF refusal...).
    const body: ErrorBody = { error: { code: "bad_request", message: "Solicitud no válida" } };
    return c.json(body, error.status);
  }
  logError(`[${requestId}] ${c.req.method} ${c.req.path}`, error);
  const body: ErrorBody = {
    error: { code: "internal", message: "Error interno del servidor. Inténtalo de nuevo.", requestId },
  };
  return c.json(body, 500);
};
