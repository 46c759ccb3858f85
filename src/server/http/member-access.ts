import { gunzipSync } from "node:zlib";
import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";

import {
  hiddenGroupOfField,
  isHiddenRecord,
  withoutHiddenFields,
  withoutHiddenInput,
} from "../../shared/domain/hidden-fields";
import { MEDICAL_REFUSED } from "../../shared/domain/papers";
import {
  MEMBER_ROLE_LABELS,
  roleMay,
  viewerOf,
  type HiddenGroup,
  type MemberRole,
  type TeamAction,
  type TeamResource,
} from "../../shared/domain/team-roles";
import { TWO_FACTOR_MESSAGES } from "../../shared/domain/two-factor";
import { twoFactorOfSession } from "../auth/two-factor-status";
import type { Database } from "../db/client";
import { isReached } from "../db/lib/player-reach";
import { playerReachOf } from "../modules/team";
import type { AppEnv } from "./app-env";
import { forbidden, HttpError, notFound } from "./errors";
import { playersNamedBy, requireRecordInReach } from "./record-reach";
import { actionOf, resourceOf } from "./route-resources";

const ACTION_LABELS: Record<TeamAction, string> = {
  read: "ver",
  create: "crear",
  edit: "cambiar",
  delete: "eliminar",
  export: "exportar",
};

const RESOURCE_LABELS: Record<TeamResource, string> = {
  players: "jugadores",
  brands: "marcas",
  clubs: "clubes",
  contacts: "personas y seguimientos",
  operations: "operaciones",
  deals: "patrocinios",
  investments: "inversiones",
  events: "eventos",
  news: "noticias",
  documents: "documentos",
  okrs: "objetivos",
  mandates: "mandatos",
  commissions: "comisiones",
  invoices: "facturas",
  settlements: "repartos y liquidaciones",
  tasks: "tareas",
  approvals: "aprobaciones",
  campaigns: "imágenes de campaña",
  assistant: "el asistente",
  history: "el historial",
  imports: "importaciones",
  team: "el equipo",
  agency: "la configuración de la agencia",
};

const SORT_REFUSED: Record<HiddenGroup, string> = {
  money: "Tu rol no ve importes: no puede ordenar por ellos",
  identity: "Tu rol no ve documentos de identidad: no puede ordenar por ellos",
  medical: "Tu rol no ve información médica: no puede ordenar por ella",
};

export const roleRefusal = (role: MemberRole, resource: TeamResource, action: TeamAction) =>
  `Tu rol (${MEMBER_ROLE_LABELS[role]}) no permite ${ACTION_LABELS[action]} ${RESOURCE_LABELS[resource]}`;

export const OUT_OF_REACH_MESSAGE = "Ese jugador no está entre los que llevas";

/**
 * The one gate every member's request passes: the role's table decides whether the route may run at all (403
 * otherwise); a member whose scope is "assigned" reaches only their players' records (others answer 404, and a
 * write naming another player 403); the fields of groups the role does not see are dropped from what is written
 * and set to null in every JSON answer. Player sessions are decided by playerScope before this.
 */
export const memberAccess = (db: Database) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { user } = c.get("session");
    const viewer = viewerOf(user);
    if (!viewer) return next();
    c.set("viewer", viewer);
    const path = c.req.path.replace(/^\/api/, "");
    const resource = resourceOf(c.req.method, path);
    // Past the days a role that requires a second factor gives to turn it on, only the member's own settings answer.
    if (resource !== "own" && twoFactorOfSession(user, viewer.role).blocked)
      throw new HttpError(403, "two_factor_required", TWO_FACTOR_MESSAGES.required);
    if (resource !== "own") {
      const action = actionOf(c.req.method, path);
      if (!roleMay(viewer.role, resource, action)) throw forbidden(roleRefusal(viewer.role, resource, action));
    }
    const reach = await playerReachOf(db, viewer);
    c.set("reach", reach);
    await requireRecordInReach(db, path, reach);
    // What a write sends, read once for both checks that look at it.
    const written = reach || viewer.hidden.length > 0 ? await writtenJson(c.req) : undefined;
    if (reach && written) await requireNamedPlayerInReach(db, written.body, reach);
    return hideFields(c, next, viewer.hidden, written);
  });

async function hideFields(c: Context<AppEnv>, next: Next, hidden: HiddenGroup[], written: Written | undefined) {
  if (hidden.length === 0) return next();
  // A list ordered by a hidden figure would tell the figures' order.
  const sortedBy = hiddenGroupOfField(c.req.query("sort") ?? "");
  if (sortedBy && hidden.includes(sortedBy)) throw forbidden(SORT_REFUSED[sortedBy]);
  // A record the role cannot see (a medical paper) cannot be written by it either.
  if (written && isHiddenRecord(written.body, hidden)) throw forbidden(MEDICAL_REFUSED);
  if (written) dropHiddenInput(c.req, written.body, hidden);
  await next();
  const answer = await withoutHiddenAnswer(c.res, hidden);
  if (answer === c.res) return;
  // Hono copies the replaced answer's headers onto its successor: the old length and encoding must not come along.
  c.res.headers.delete("Content-Encoding");
  c.res.headers.delete("Content-Length");
  c.res = answer;
}

/**
 * A write that names a player (a new event, a deal moved to someone else, a task about another player's deal) must
 * name one of the member's.
 */
async function requireNamedPlayerInReach(db: Database, body: unknown, reach: readonly string[]) {
  const named = await playersNamedBy(db, body);
  if (named.some((playerId) => !isReached(reach, playerId))) throw forbidden(OUT_OF_REACH_MESSAGE);
}

type WritableRequest = { raw: Request; header: (name: string) => string | undefined };
type Written = { body: unknown };

/** The JSON a write sends; nothing for a read, another kind of body, or malformed JSON (the route answers that). */
async function writtenJson(request: WritableRequest): Promise<Written | undefined> {
  const method = request.raw.method;
  if (method === "GET" || method === "HEAD" || method === "DELETE") return undefined;
  if (!(request.header("Content-Type") ?? "").startsWith("application/json")) return undefined;
  try {
    return { body: JSON.parse(await request.raw.clone().text()) as unknown };
  } catch {
    return undefined;
  }
}

function dropHiddenInput(request: WritableRequest, body: unknown, hidden: HiddenGroup[]) {
  const kept = JSON.stringify(withoutHiddenInput(body, hidden));
  const headers = new Headers(request.raw.headers);
  headers.delete("Content-Length");
  request.raw = new Request(request.raw, { body: kept, headers });
}

async function withoutHiddenAnswer(response: Response, hidden: HiddenGroup[]): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("application/json") || !response.body) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzipped = response.headers.get("Content-Encoding") === "gzip";
  const text = new TextDecoder().decode(gzipped ? gunzipSync(bytes) : bytes);
  const parsed = JSON.parse(text) as unknown;
  // A single record the role cannot see answers as if it did not exist.
  if (isHiddenRecord(parsed, hidden)) throw notFound("Documento no encontrado");
  const kept = JSON.stringify(withoutHiddenFields(parsed, hidden));
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.set("Content-Length", String(Buffer.byteLength(kept)));
  return new Response(kept, { status: response.status, statusText: response.statusText, headers });
}
