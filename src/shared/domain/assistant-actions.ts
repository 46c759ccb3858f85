// Writes the assistant proposes and the agent confirms: the proposal travels in the reply as a marker.

export const ACTION_TOOLS = [
  "crear_evento",
  "crear_noticia",
  "mover_patrocinio",
  "registrar_cobro",
  "actualizar_resultado_clave",
  "crear_operacion",
  "registrar_oferta",
  "mover_operacion",
  "crear_tarea",
  "registrar_contacto",
  "crear_borrador_factura",
] as const;
export type ActionTool = (typeof ACTION_TOOLS)[number];

/**
 * What will be written: the write tool and its arguments, the sentence the agent confirms, and the record it
 * changes with its last change, so that a proposal about a record changed since is refused.
 */
export type ActionProposal = {
  tool: ActionTool;
  input: Record<string, unknown>;
  summary: string;
  /** Null for a write about no record (a task that names none). */
  target: {
    type: "player" | "deal" | "commission" | "okr" | "operation" | "brand";
    id: string;
    updatedAt: string;
  } | null;
  /** Given when the server signs it: a confirmation is carried out once per id, and not after `expiresAt`. */
  id?: string;
  expiresAt?: string;
};

/** `[ACCION:<payload>.<signature>]`: the payload is the proposal as base64url JSON, signed by the server. */
export const ACTION_MARKER = /\[ACCION:([\w-]+\.[\w-]+)\]/g;
const PARTIAL_ACTION = /\[ACCION:[^\]]*$/;

const MARKER_START = "[ACCION:";
/** What a marker the server did not make becomes: it reads the same, but no card is made of it. */
const BROKEN_START = "[\u200BACCION:";

/**
 * Breaks every action marker in `text` that `isGenuine` does not vouch for (a news title or a model quoting data
 * that holds "[ACCION:…]"), so that only the server's own proposals ever become a card to confirm.
 */
export function neutralizeActionMarkers(text: string, isGenuine: (token: string) => boolean = () => false): string {
  return text.replace(/\[ACCION:([^\]\n]*)\]?/g, (marker: string, token: string) =>
    marker.endsWith("]") && isGenuine(token) ? marker : `${BROKEN_START}${marker.slice(MARKER_START.length)}`,
  );
}

/** The longest end of `text` that could still become "[ACCION:" with what comes next; held back until it does or not. */
export function pendingMarkerStart(text: string): number {
  for (let length = Math.min(MARKER_START.length - 1, text.length); length > 0; length -= 1) {
    if (MARKER_START.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

/** The reply without its action markers (and without one still arriving). */
export const withoutActionMarkers = (reply: string) =>
  reply.replace(ACTION_MARKER, "").replace(PARTIAL_ACTION, "").trimEnd();

/** The signed proposals in a reply, in order. */
export const actionTokensIn = (reply: string) => [...reply.matchAll(ACTION_MARKER)].map((match) => match[1]!);

function fromBase64Url(text: string): string {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The proposal a token carries, for showing it (the server checks the signature before writing anything). */
export function readProposal(token: string): ActionProposal | null {
  try {
    return JSON.parse(fromBase64Url(token.split(".")[0] ?? "")) as ActionProposal;
  } catch {
    return null;
  }
}

export const ACTION_MESSAGES = {
  invalid: "Esta propuesta no es válida: pídesela de nuevo al asistente",
  stale: "El registro cambió desde la propuesta: pídesela de nuevo al asistente para ver los datos actuales",
  gone: "El registro de la propuesta ya no existe",
  alreadyConfirmed: "Esta acción ya se confirmó",
  expired: "La propuesta ha caducado: pídela de nuevo",
} as const;
