import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { DEFAULT_LEAD_DAYS, expiryStateOf, MAX_LEAD_DAYS } from "../../../shared/domain/papers";
import type { Page } from "../../../shared/schemas/common";
import type {
  CreateDocumentInput,
  ListDocumentsQuery,
  PalcoDocument,
  UpdateDocumentInput,
} from "../../../shared/schemas/document";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { brands } from "../brands/table";
import { players } from "../players/table";
import { documents } from "./table";

const documentColumns = {
  id: documents.id,
  playerId: documents.playerId,
  playerName: players.name,
  brandId: documents.brandId,
  brandName: brands.name,
  type: documents.type,
  kind: documents.kind,
  expiresOn: documents.expiresOn,
  leadDays: documents.leadDays,
  name: documents.name,
  date: documents.date,
  status: documents.status,
  url: documents.url,
  fileName: documents.fileName,
  fileSize: documents.fileSize,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  version: documents.version,
};

type DocumentRow = Omit<PalcoDocument, "createdAt" | "updatedAt" | "expiry"> & { createdAt: Date; updatedAt: Date };

function toDocument(row: DocumentRow, today = agencyToday()): PalcoDocument {
  const leadDays = row.leadDays ?? DEFAULT_LEAD_DAYS[row.kind];
  return { ...withIsoTimestamps(row), expiry: expiryStateOf(row.expiresOn, leadDays, today) };
}

/** The paper's notice in days: its own, or its kind's. */
export const effectiveLeadDays = sql<number>`coalesce(${documents.leadDays}, case ${documents.kind} ${sql.raw(
  Object.entries(DEFAULT_LEAD_DAYS)
    .map(([kind, days]) => `when '${kind}' then ${days}`)
    .join(" "),
)} end)`;

/** Papers within their notice of expiring, or expired, on `today`. */
export const expiringOn = (today: string) =>
  and(
    isNotNull(documents.expiresOn),
    // No notice is longer than a year: the bound lets the expiry index narrow the scan.
    lte(documents.expiresOn, shiftDays(today, MAX_LEAD_DAYS)),
    sql`${documents.expiresOn} - ${effectiveLeadDays} <= ${today}::date`,
  );

function selectDocuments(db: DbExecutor) {
  return db
    .select(documentColumns)
    .from(documents)
    .innerJoin(players, eq(players.id, documents.playerId))
    .leftJoin(brands, eq(brands.id, documents.brandId));
}

/** Most recent date first. */
export async function listDocuments(
  db: DbExecutor,
  query: ListDocumentsQuery,
  reach: PlayerReach = null,
): Promise<Page<PalcoDocument>> {
  const rows = await selectDocuments(db)
    .where(
      and(
        query.playerId ? eq(documents.playerId, query.playerId) : undefined,
        withinReach(documents.playerId, reach),
        query.brandId ? eq(documents.brandId, query.brandId) : undefined,
        query.status ? eq(documents.status, query.status) : undefined,
        query.kind ? eq(documents.kind, query.kind) : undefined,
        query.expiring ? expiringOn(agencyToday()) : undefined,
        afterCursor([documents.date, documents.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(documents.date), desc(documents.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [row.date, row.id],
    (row) => toDocument(row),
  );
}

export async function getDocument(db: DbExecutor, id: string): Promise<PalcoDocument | undefined> {
  const [row] = await selectDocuments(db).where(eq(documents.id, id));
  return row ? toDocument(row) : undefined;
}

export type StoredFile = { key: string; name: string; size: number; mimeType: string };

export async function createDocument(
  db: DbExecutor,
  input: CreateDocumentInput,
  file?: StoredFile,
): Promise<PalcoDocument> {
  const fileColumns = file
    ? { fileKey: file.key, fileName: file.name, fileSize: file.size, mimeType: file.mimeType }
    : {};
  const [row] = await db
    .insert(documents)
    .values({ ...input, ...fileColumns })
    .returning({ id: documents.id });
  const document = row && (await getDocument(db, row.id));
  if (!document) throw new Error("insert returned no row");
  return document;
}

export async function updateDocument(
  db: DbExecutor,
  id: string,
  input: UpdateDocumentInput,
): Promise<PalcoDocument | undefined> {
  const updated = await db
    .update(documents)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(documents.id, id))
    .returning({ id: documents.id });
  return updated.length > 0 ? getDocument(db, id) : undefined;
}

/** Deletes the row; answers whether it existed and the key of its stored file, for the caller to remove. */
export async function deleteDocument(
  db: DbExecutor,
  id: string,
): Promise<{ deleted: boolean; fileKey: string | null }> {
  const [deleted] = await db.delete(documents).where(eq(documents.id, id)).returning({ fileKey: documents.fileKey });
  return { deleted: deleted !== undefined, fileKey: deleted?.fileKey ?? null };
}

/** The stored file a document's deletion must remove, if it has one. */
export async function documentFileKeys(db: DbExecutor, id: string): Promise<string[]> {
  const [row] = await db.select({ key: documents.fileKey }).from(documents).where(eq(documents.id, id));
  return row?.key ? [row.key] : [];
}

export async function getDocumentFile(db: DbExecutor, id: string): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({
      key: documents.fileKey,
      name: documents.fileName,
      size: documents.fileSize,
      mimeType: documents.mimeType,
    })
    .from(documents)
    .where(eq(documents.id, id));
  if (!row?.key || !row.name || row.size === null || !row.mimeType) return undefined;
  return { key: row.key, name: row.name, size: row.size, mimeType: row.mimeType };
}
