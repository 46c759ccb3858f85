export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The error's other details, e.g. an import's invalid rows. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type ErrorPayload = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/** An edit or deletion made from a record read at `version`: the server refuses it (412) if the record moved on. */
export type WriteOptions = { version?: number };

async function request<T>(method: string, path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
  let response: Response;
  try {
    // A form (file upload) goes as multipart, with the boundary the browser chooses; anything else as JSON.
    const isForm = body instanceof FormData;
    const headers: Record<string, string> = {};
    if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    if (options.version !== undefined) headers["If-Match"] = `"${options.version}"`;
    response = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network", "No se pudo conectar con el servidor");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as ErrorPayload | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http",
      error?.message ?? `Error del servidor (${response.status})`,
      error?.fields,
      (error ?? {}) as Record<string, unknown>,
    );
  }
  return payload as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown, options?: WriteOptions) => request<T>("POST", path, body ?? {}, options),
  patch: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>("PATCH", path, body, options),
  put: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>("PUT", path, body, options),
  delete: <T = void>(path: string, options?: WriteOptions) => request<T>("DELETE", path, undefined, options),
  upload: <T>(path: string, form: FormData) => request<T>("POST", path, form),
};
