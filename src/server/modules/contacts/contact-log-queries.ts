import { aliasedTable, and, asc, desc, eq, lte, ne, sql } from "drizzle-orm";

import { CONTACT_MESSAGES, nextStepBeforeContact } from "../../../shared/domain/contacts";
import type { Page } from "../../../shared/schemas/common";
import {
  NEXT_STEPS_LIMIT,
  type ContactLogEntry,
  type CreateContactLogInput,
  type DueNextSteps,
  type ListContactLogQuery,
  type UpdateContactLogInput,
} from "../../../shared/schemas/contact-log";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { invalidInput } from "../../domain-errors";
import { brands } from "../brands/table";
import { clubs } from "../clubs/table";
import { operations } from "../operations/table";
import { players } from "../players/table";
import { contactLog, contacts } from "./table";

const operationClubs = aliasedTable(clubs, "operation_clubs");
const operationPlayers = aliasedTable(players, "operation_players");

const entryColumns = {
  id: contactLog.id,
  date: contactLog.date,
  channel: contactLog.channel,
  contactId: contactLog.contactId,
  contactName: contacts.name,
  contactRole: contacts.role,
  clubId: contactLog.clubId,
  clubName: clubs.name,
  brandId: contactLog.brandId,
  brandName: brands.name,
  playerId: contactLog.playerId,
  playerName: players.name,
  operationId: contactLog.operationId,
  operationLabel: sql<
    string | null
  >`case when ${operations.id} is null then null else ${operations.type} || ' · ' || ${operationPlayers.name} || ' → ' || ${operationClubs.name} end`,
  summary: contactLog.summary,
  approach: contactLog.approach,
  nextStep: contactLog.nextStep,
  nextStepOn: contactLog.nextStepOn,
  nextStepDone: contactLog.nextStepDone,
  createdAt: contactLog.createdAt,
  updatedAt: contactLog.updatedAt,
  version: contactLog.version,
  cursorCreatedAt: sql<string>`${contactLog.createdAt}::text`,
};

const selectEntries = (db: DbExecutor) =>
  db
    .select(entryColumns)
    .from(contactLog)
    .leftJoin(contacts, eq(contacts.id, contactLog.contactId))
    .leftJoin(clubs, eq(clubs.id, contactLog.clubId))
    .leftJoin(brands, eq(brands.id, contactLog.brandId))
    .leftJoin(players, eq(players.id, contactLog.playerId))
    .leftJoin(operations, eq(operations.id, contactLog.operationId))
    .leftJoin(operationClubs, eq(operationClubs.id, operations.clubId))
    .leftJoin(operationPlayers, eq(operationPlayers.id, operations.playerId));

type EntryRow = Omit<ContactLogEntry, "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
  cursorCreatedAt: string;
};
const toEntry = ({ cursorCreatedAt: _cursor, ...row }: EntryRow): ContactLogEntry => withIsoTimestamps(row);

/** Latest contact first: the log of a club, a brand, a player, an operation or a person. */
export async function listContactLog(
  db: DbExecutor,
  query: ListContactLogQuery,
  reach: PlayerReach = null,
): Promise<Page<ContactLogEntry>> {
  const rows = await selectEntries(db)
    .where(
      and(
        query.contactId ? eq(contactLog.contactId, query.contactId) : undefined,
        query.clubId ? eq(contactLog.clubId, query.clubId) : undefined,
        query.brandId ? eq(contactLog.brandId, query.brandId) : undefined,
        query.playerId ? eq(contactLog.playerId, query.playerId) : undefined,
        withinReach(contactLog.playerId, reach),
        query.operationId ? eq(contactLog.operationId, query.operationId) : undefined,
        afterCursor([contactLog.date, contactLog.createdAt, contactLog.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(contactLog.date), desc(contactLog.createdAt), desc(contactLog.id))
    .limit(query.limit + 1);
  return toPage<EntryRow, ContactLogEntry>(
    rows,
    query.limit,
    (row) => [row.date, row.cursorCreatedAt, row.id],
    toEntry,
  );
}

/** The open next steps due by `until`, the earliest first: the agent's to-do beside the tasks. */
export async function dueNextSteps(db: DbExecutor, until: string, reach: PlayerReach = null): Promise<DueNextSteps> {
  const rows = await selectEntries(db)
    .where(
      and(
        eq(contactLog.nextStepDone, false),
        ne(contactLog.nextStep, ""),
        lte(contactLog.nextStepOn, until),
        withinReach(contactLog.playerId, reach),
      ),
    )
    .orderBy(asc(contactLog.nextStepOn), asc(contactLog.id))
    .limit(NEXT_STEPS_LIMIT + 1);
  return { items: rows.slice(0, NEXT_STEPS_LIMIT).map(toEntry), more: rows.length > NEXT_STEPS_LIMIT };
}

export async function getContactLogEntry(db: DbExecutor, id: string): Promise<ContactLogEntry | undefined> {
  const [row] = await selectEntries(db).where(eq(contactLog.id, id));
  return row ? toEntry(row) : undefined;
}

/**
 * What the entry is about follows from what it names: a person brings their club or brand, an operation its player
 * and club, so that the entry shows on each of their pages.
 */
async function impliedSubjects(db: DbExecutor, input: { contactId?: string | null; operationId?: string | null }) {
  const implied: { clubId?: string; brandId?: string; playerId?: string } = {};
  if (input.contactId) {
    const [person] = await db
      .select({ clubId: contacts.clubId, brandId: contacts.brandId })
      .from(contacts)
      .where(eq(contacts.id, input.contactId));
    if (person?.clubId) implied.clubId = person.clubId;
    if (person?.brandId) implied.brandId = person.brandId;
  }
  if (input.operationId) {
    const [operation] = await db
      .select({ clubId: operations.clubId, playerId: operations.playerId })
      .from(operations)
      .where(eq(operations.id, input.operationId));
    if (operation) {
      implied.clubId ??= operation.clubId;
      implied.playerId = operation.playerId;
    }
  }
  return implied;
}

export async function createContactLogEntry(db: DbExecutor, input: CreateContactLogInput): Promise<ContactLogEntry> {
  const implied = await impliedSubjects(db, input);
  if (input.playerId && implied.playerId && input.playerId !== implied.playerId)
    throw invalidInput(CONTACT_MESSAGES.playerNotInOperation, { playerId: CONTACT_MESSAGES.playerNotInOperation });
  if (input.approach && !(input.clubId ?? implied.clubId) && !(input.playerId ?? implied.playerId))
    throw invalidInput(CONTACT_MESSAGES.approachSubject, { approach: CONTACT_MESSAGES.approachSubject });
  const [row] = await db
    .insert(contactLog)
    .values({
      ...input,
      clubId: input.clubId ?? implied.clubId ?? null,
      brandId: input.brandId ?? implied.brandId ?? null,
      playerId: input.playerId ?? implied.playerId ?? null,
    })
    .returning({ id: contactLog.id });
  const entry = row && (await getContactLogEntry(db, row.id));
  if (!entry) throw new Error("insert returned no row");
  return entry;
}

export async function updateContactLogEntry(
  db: DbExecutor,
  id: string,
  input: UpdateContactLogInput,
): Promise<ContactLogEntry | undefined> {
  const [current] = await db
    .select({
      date: contactLog.date,
      nextStep: contactLog.nextStep,
      nextStepOn: contactLog.nextStepOn,
      clubId: contactLog.clubId,
      playerId: contactLog.playerId,
      approach: contactLog.approach,
    })
    .from(contactLog)
    .where(eq(contactLog.id, id))
    .for("update");
  if (!current) return undefined;
  const next = { ...current, ...input };
  if (next.nextStep.trim() && !next.nextStepOn)
    throw invalidInput(CONTACT_MESSAGES.nextStepDate, { nextStepOn: CONTACT_MESSAGES.nextStepDate });
  // Judged on the entry as it will be: an edit of either date alone is checked against the other.
  if (nextStepBeforeContact(next))
    throw invalidInput(CONTACT_MESSAGES.nextStepBeforeContact, { nextStepOn: CONTACT_MESSAGES.nextStepBeforeContact });
  if (next.approach && !next.clubId && !next.playerId)
    throw invalidInput(CONTACT_MESSAGES.approachSubject, { approach: CONTACT_MESSAGES.approachSubject });
  await db
    .update(contactLog)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(contactLog.id, id));
  return getContactLogEntry(db, id);
}

export async function deleteContactLogEntry(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(contactLog).where(eq(contactLog.id, id)).returning({ id: contactLog.id });
  return deleted.length > 0;
}
