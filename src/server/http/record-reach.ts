import { sql, type SQL } from "drizzle-orm";

import type { DbExecutor } from "../db/lib/executor";
import { isReached, type PlayerReach } from "../db/lib/player-reach";
import { taskPlayer } from "../modules/tasks";
import { notFound } from "./errors";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player of a task is the player of the record it is about. */
const taskPlayerOf = (id: string) => sql`select ${taskPlayer} as player_id from tasks where id = ${id}`;

const ofTable = (table: string) => (id: string) => sql`select player_id from ${sql.identifier(table)} where id = ${id}`;

/**
 * The routes about one record (its detail, edits, deletion and every sub-route: photos, payments, offers), by the
 * path under /api, with how to find the record's player and what a record out of reach answers: the same 404 as a
 * record that does not exist, so that a member cannot tell another member's players apart from nothing.
 */
const RECORD_ROUTES: { path: RegExp; playerOf: (id: string) => SQL; notFoundMessage: string }[] = [
  {
    path: /^\/players\/([^/]+)/,
    playerOf: (id) => sql`select id as player_id from players where id = ${id}`,
    notFoundMessage: "Jugador no encontrado",
  },
  { path: /^\/deals\/([^/]+)/, playerOf: ofTable("deals"), notFoundMessage: "Patrocinio no encontrado" },
  { path: /^\/operations\/([^/]+)/, playerOf: ofTable("operations"), notFoundMessage: "Operación no encontrada" },
  { path: /^\/events\/([^/]+)/, playerOf: ofTable("events"), notFoundMessage: "Evento no encontrado" },
  { path: /^\/news\/([^/]+)/, playerOf: ofTable("news"), notFoundMessage: "Noticia no encontrada" },
  { path: /^\/documents\/([^/]+)/, playerOf: ofTable("documents"), notFoundMessage: "Documento no encontrado" },
  { path: /^\/okrs\/([^/]+)/, playerOf: ofTable("okrs"), notFoundMessage: "OKR no encontrado" },
  { path: /^\/mandates\/([^/]+)/, playerOf: ofTable("mandates"), notFoundMessage: "Mandato no encontrado" },
  { path: /^\/commissions\/([^/]+)/, playerOf: ofTable("commissions"), notFoundMessage: "Comisión no encontrada" },
  { path: /^\/investments\/([^/]+)/, playerOf: ofTable("investments"), notFoundMessage: "Inversión no encontrada" },
  { path: /^\/approvals\/([^/]+)/, playerOf: ofTable("approvals"), notFoundMessage: "Aprobación no encontrada" },
  { path: /^\/contact-log\/([^/]+)/, playerOf: ofTable("contact_log"), notFoundMessage: "Seguimiento no encontrado" },
  {
    path: /^\/campaign-images\/([^/]+)/,
    playerOf: ofTable("campaign_images"),
    notFoundMessage: "Imagen no encontrada",
  },
  { path: /^\/tasks\/([^/]+)/, playerOf: taskPlayerOf, notFoundMessage: "Tarea no encontrada" },
];

/** Refuses, as not found, a route about a record of a player the member does not reach. */
export async function requireRecordInReach(db: DbExecutor, path: string, reach: PlayerReach) {
  if (!reach) return;
  for (const route of RECORD_ROUTES) {
    const id = route.path.exec(path)?.[1];
    if (!id || !uuid.test(id)) continue;
    const { rows } = await db.execute<{ player_id: string | null }>(route.playerOf(id));
    if (!isReached(reach, rows[0]?.player_id)) throw notFound(route.notFoundMessage);
    return;
  }
}

/** The records a write may link to by kind and id (a task's record) and the table each lives in. */
const LINKED_TABLES: Record<string, string> = {
  deal: "deals",
  mandate: "mandates",
  event: "events",
  operation: "operations",
};

/**
 * The players a write's body names: directly (`playerId`), through the record a task is about (`recordType`,
 * `recordId`) or through the operation a contact is logged on (`operationId`).
 */
export async function playersNamedBy(db: DbExecutor, body: unknown): Promise<string[]> {
  if (!body || typeof body !== "object") return [];
  const { playerId, recordType, recordId, operationId } = body as Record<string, unknown>;
  const named = typeof playerId === "string" ? [playerId] : [];
  if (recordType === "player" && typeof recordId === "string") named.push(recordId);
  const linked: [unknown, unknown][] = [
    [recordType, recordId],
    ["operation", operationId],
  ];
  for (const [kind, id] of linked) {
    const table = typeof kind === "string" ? LINKED_TABLES[kind] : undefined;
    if (!table || typeof id !== "string" || !uuid.test(id)) continue;
    const { rows } = await db.execute<{ player_id: string | null }>(ofTable(table)(id));
    if (rows[0]?.player_id) named.push(rows[0].player_id);
  }
  return named;
}
