import { and, asc, eq, like, sql } from "drizzle-orm";

import { CONTACT_MESSAGES } from "../../../shared/domain/contacts";
import type { Page } from "../../../shared/schemas/common";
import type {
  Contact,
  CreateContactInput,
  ListContactsQuery,
  UpdateContactInput,
} from "../../../shared/schemas/contact";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { containsPattern } from "../../db/lib/search-text";
import { invalidInput } from "../../domain-errors";
import { brands } from "../brands/table";
import { clubs } from "../clubs/table";
import { contacts } from "./table";

const contactColumns = {
  id: contacts.id,
  name: contacts.name,
  role: contacts.role,
  email: contacts.email,
  phone: contacts.phone,
  clubId: contacts.clubId,
  clubName: clubs.name,
  brandId: contacts.brandId,
  brandName: brands.name,
  notes: contacts.notes,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  version: contacts.version,
};

const foldedName = sql<string>`palco_fold(${contacts.name})`;

const selectContacts = (db: DbExecutor) =>
  db
    .select({ ...contactColumns, sortKey: foldedName })
    .from(contacts)
    .leftJoin(clubs, eq(clubs.id, contacts.clubId))
    .leftJoin(brands, eq(brands.id, contacts.brandId));

/** Alphabetical as a Spanish reader expects; "garcia" finds "García". */
export async function listContacts(db: DbExecutor, query: ListContactsQuery): Promise<Page<Contact>> {
  const rows = await selectContacts(db)
    .where(
      and(
        query.q ? like(foldedName, containsPattern(query.q)) : undefined,
        query.clubId ? eq(contacts.clubId, query.clubId) : undefined,
        query.brandId ? eq(contacts.brandId, query.brandId) : undefined,
        afterCursor([foldedName, contacts.id], query.cursor, "asc"),
      ),
    )
    .orderBy(asc(foldedName), asc(contacts.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [row.sortKey, row.id],
    ({ sortKey: _sortKey, ...row }) => withIsoTimestamps(row),
  );
}

export async function getContact(db: DbExecutor, id: string): Promise<Contact | undefined> {
  const [row] = await selectContacts(db).where(eq(contacts.id, id));
  if (!row) return undefined;
  const { sortKey: _sortKey, ...contact } = row;
  return withIsoTimestamps(contact);
}

export async function createContact(db: DbExecutor, input: CreateContactInput): Promise<Contact> {
  const [row] = await db.insert(contacts).values(input).returning({ id: contacts.id });
  const contact = row && (await getContact(db, row.id));
  if (!contact) throw new Error("insert returned no row");
  return contact;
}

export async function updateContact(
  db: DbExecutor,
  id: string,
  input: UpdateContactInput,
): Promise<Contact | undefined> {
  const [current] = await db
    .select({ clubId: contacts.clubId, brandId: contacts.brandId })
    .from(contacts)
    .where(eq(contacts.id, id))
    .for("update");
  if (!current) return undefined;
  // Moving a person to a club takes them from their brand, and the other way round.
  const organisation =
    input.clubId !== undefined && input.brandId === undefined && input.clubId
      ? { brandId: null }
      : input.brandId !== undefined && input.clubId === undefined && input.brandId
        ? { clubId: null }
        : {};
  const next = { ...current, ...input, ...organisation };
  if (!next.clubId && !next.brandId)
    throw invalidInput(CONTACT_MESSAGES.organisationRequired, { clubId: CONTACT_MESSAGES.organisationRequired });
  await db
    .update(contacts)
    .set({ ...input, ...organisation, updatedAt: new Date() })
    .where(eq(contacts.id, id));
  return getContact(db, id);
}

export async function deleteContact(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  return deleted.length > 0;
}
