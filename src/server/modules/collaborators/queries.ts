import { asc, eq } from "drizzle-orm";

import type {
  Collaborator,
  CreateCollaboratorInput,
  UpdateCollaboratorInput,
} from "../../../shared/schemas/collaborator";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { collaborators } from "./table";

/** A collaborator as stored, before what they earned and were paid is added to it. */
export type CollaboratorRecord = Omit<Collaborator, "earned" | "paid" | "pending">;

const columns = {
  id: collaborators.id,
  kind: collaborators.kind,
  name: collaborators.name,
  taxIdCountry: collaborators.taxIdCountry,
  taxId: collaborators.taxId,
  licenceNumber: collaborators.licenceNumber,
  email: collaborators.email,
  notes: collaborators.notes,
  memberId: collaborators.memberId,
  version: collaborators.version,
};

export const listCollaboratorRecords = (db: DbExecutor): Promise<CollaboratorRecord[]> =>
  db.select(columns).from(collaborators).orderBy(asc(collaborators.name), asc(collaborators.id));

export async function getCollaboratorRecord(db: DbExecutor, id: string): Promise<CollaboratorRecord | undefined> {
  const [row] = await db.select(columns).from(collaborators).where(eq(collaborators.id, id));
  return row;
}

export async function createCollaborator(db: DbExecutor, input: CreateCollaboratorInput): Promise<CollaboratorRecord> {
  const [row] = await db.insert(collaborators).values(input).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateCollaborator(
  db: DbExecutor,
  id: string,
  input: UpdateCollaboratorInput,
): Promise<CollaboratorRecord | undefined> {
  const [row] = await db.update(collaborators).set(input).where(eq(collaborators.id, id)).returning(columns);
  return row;
}

/** Deletes one with no split line or payout (those restrict it: the caller answers 409). */
export async function removeCollaborator(db: DbExecutor, id: string): Promise<boolean> {
  const removed = await db.delete(collaborators).where(eq(collaborators.id, id)).returning({ id: collaborators.id });
  return removed.length > 0;
}

/**
 * The collaborator row of a member of the team, made the first time a split names them, with the member's name,
 * email and licence as they are then (a member's licence belongs to them: it is refreshed at each split).
 * Undefined when the id names no member.
 */
export async function memberCollaboratorId(db: DbExecutor, memberId: string): Promise<string | undefined> {
  const [member] = await db
    .select({ name: user.name, email: user.email, role: user.role, licenceNumber: user.licenceNumber })
    .from(user)
    .where(eq(user.id, memberId));
  if (!member || member.role === "player") return undefined;
  const [row] = await db
    .insert(collaborators)
    .values({ kind: "equipo", name: member.name, email: member.email, licenceNumber: member.licenceNumber, memberId })
    .onConflictDoUpdate({
      target: collaborators.memberId,
      set: { name: member.name, email: member.email, licenceNumber: member.licenceNumber },
    })
    .returning({ id: collaborators.id });
  return row?.id;
}
