import { randomUUID } from "node:crypto";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";

import { okrProgress } from "../../../shared/domain/okr-progress";
import type { Page } from "../../../shared/schemas/common";
import type { KeyResult, ListOkrsQuery, Okr } from "../../../shared/schemas/okr";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { players } from "../players/table";
import { okrs } from "./table";

/** The OKR and its player's name, read with it so that a list names every player, not only those a picker holds. */
const okrColumns = {
  ...getTableColumns(okrs),
  playerName: sql<string | null>`(select ${players.name} from ${players} where ${players.id} = ${okrs.playerId})`,
};
type OkrRow = typeof okrs.$inferSelect & { playerName: string | null };
type KeyResultInput = Omit<KeyResult, "id"> & { id?: string };

/** Parsed (defaults applied, blank rows dropped) create/update bodies. */
export type OkrWrite = {
  objective?: string;
  description?: string;
  quarter?: Okr["quarter"];
  year?: number;
  status?: Okr["status"];
  keyResults?: KeyResultInput[];
  playerId?: string | null;
  assignedTo?: string | null;
};

function withIds(keyResults: KeyResultInput[]): KeyResult[] {
  return keyResults.map((keyResult) => ({ ...keyResult, id: keyResult.id || randomUUID() }));
}

function toOkr(row: OkrRow): Okr {
  return {
    id: row.id,
    objective: row.objective,
    description: row.description,
    quarter: row.quarter,
    year: row.year,
    status: row.status,
    keyResults: row.keyResults,
    playerId: row.playerId,
    playerName: row.playerName,
    assignedTo: row.assignedTo,
    progress: okrProgress(row.keyResults),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    version: row.version,
  };
}

/** Latest period first: year descending, then quarter descending. */
export async function listOkrs(db: DbExecutor, query: ListOkrsQuery, reach: PlayerReach = null): Promise<Page<Okr>> {
  const rows = await db
    .select(okrColumns)
    .from(okrs)
    .where(
      and(
        query.playerId ? eq(okrs.playerId, query.playerId) : undefined,
        withinReach(okrs.playerId, reach),
        query.status ? eq(okrs.status, query.status) : undefined,
        query.year ? eq(okrs.year, query.year) : undefined,
        query.quarter ? eq(okrs.quarter, query.quarter) : undefined,
        afterCursor([okrs.year, okrs.quarter, okrs.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(okrs.year), desc(okrs.quarter), desc(okrs.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.year, row.quarter, row.id], toOkr);
}

export async function getOkr(db: DbExecutor, id: string): Promise<Okr | undefined> {
  const [row] = await db.select(okrColumns).from(okrs).where(eq(okrs.id, id));
  return row ? toOkr(row) : undefined;
}

export async function createOkr(
  db: DbExecutor,
  input: OkrWrite & { objective: string; keyResults: KeyResultInput[] },
  currentYear: number,
): Promise<Okr> {
  const [row] = await db
    .insert(okrs)
    .values({ ...input, year: input.year ?? currentYear, keyResults: withIds(input.keyResults) })
    .returning(okrColumns);
  if (!row) throw new Error("insert returned no row");
  return toOkr(row);
}

export async function updateOkr(db: DbExecutor, id: string, input: OkrWrite): Promise<Okr | undefined> {
  const { keyResults, ...rest } = input;
  const [row] = await db
    .update(okrs)
    .set({ ...rest, ...(keyResults ? { keyResults: withIds(keyResults) } : {}), updatedAt: new Date() })
    .where(eq(okrs.id, id))
    .returning(okrColumns);
  return row ? toOkr(row) : undefined;
}

/** Sets one key result's current value; undefined when the OKR or the key result is not there. */
export async function checkInKeyResult(
  db: DbExecutor,
  id: string,
  keyResultId: string,
  current: number,
): Promise<Okr | "no-key-result" | undefined> {
  const [row] = await db.select({ keyResults: okrs.keyResults }).from(okrs).where(eq(okrs.id, id)).for("update");
  if (!row) return undefined;
  if (!row.keyResults.some((keyResult) => keyResult.id === keyResultId)) return "no-key-result";
  const keyResults = row.keyResults.map((keyResult) =>
    keyResult.id === keyResultId ? { ...keyResult, current } : keyResult,
  );
  const [updated] = await db
    .update(okrs)
    .set({ keyResults, updatedAt: new Date() })
    .where(eq(okrs.id, id))
    .returning(okrColumns);
  return updated ? toOkr(updated) : undefined;
}

export async function deleteOkr(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(okrs).where(eq(okrs.id, id)).returning({ id: okrs.id });
  return deleted.length > 0;
}
