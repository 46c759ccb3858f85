import { asc, eq } from "drizzle-orm";

import type { Page } from "../../../shared/schemas/common";
import type {
  CreateTransferWindowInput,
  TransferWindow,
  UpdateTransferWindowInput,
} from "../../../shared/schemas/transfer-window";
import type { DbExecutor } from "../../db/lib/executor";
import { transferWindows } from "./table";

const columns = {
  id: transferWindows.id,
  league: transferWindows.league,
  name: transferWindows.name,
  startDay: transferWindows.startDay,
  endDay: transferWindows.endDay,
  version: transferWindows.version,
};

/** Every window (a handful per league), by league and start. */
export async function listTransferWindows(db: DbExecutor): Promise<Page<TransferWindow>> {
  const items = await db
    .select(columns)
    .from(transferWindows)
    .orderBy(asc(transferWindows.league), asc(transferWindows.startDay), asc(transferWindows.id));
  return { items, nextCursor: null };
}

export async function getTransferWindow(db: DbExecutor, id: string): Promise<TransferWindow | undefined> {
  const [row] = await db.select(columns).from(transferWindows).where(eq(transferWindows.id, id));
  return row;
}

export async function createTransferWindow(db: DbExecutor, input: CreateTransferWindowInput): Promise<TransferWindow> {
  const [row] = await db.insert(transferWindows).values(input).returning(columns);
  return row!;
}

export async function updateTransferWindow(
  db: DbExecutor,
  id: string,
  input: UpdateTransferWindowInput,
): Promise<TransferWindow | undefined> {
  const [row] = await db
    .update(transferWindows)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(transferWindows.id, id))
    .returning(columns);
  return row;
}

export async function deleteTransferWindow(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(transferWindows)
    .where(eq(transferWindows.id, id))
    .returning({ id: transferWindows.id });
  return deleted.length > 0;
}
