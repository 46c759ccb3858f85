import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";

import { ASSIGNMENT_MESSAGES, type PlayerAssignment, type PlayerAssignmentInput } from "../../../shared/schemas/team";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput } from "../../domain-errors";
import { players } from "../players/table";
import { playerAssignments } from "./assignments-table";

/** The player's responsible member and collaborators; undefined when there is no such player. */
export async function getPlayerAssignment(db: DbExecutor, playerId: string): Promise<PlayerAssignment | undefined> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!player) return undefined;
  const rows = await db
    .select({ id: user.id, name: user.name, kind: playerAssignments.kind })
    .from(playerAssignments)
    .innerJoin(user, eq(user.id, playerAssignments.userId))
    .where(eq(playerAssignments.playerId, playerId))
    .orderBy(asc(user.name));
  const responsible = rows.find((row) => row.kind === "responsible");
  return {
    playerId,
    responsible: responsible ? { id: responsible.id, name: responsible.name } : null,
    collaborators: rows.filter((row) => row.kind === "collaborator").map(({ id, name }) => ({ id, name })),
  };
}

/** Replaces who looks after the player, in one transaction; only active members may be named. */
export async function setPlayerAssignment(
  db: DbExecutor,
  playerId: string,
  input: PlayerAssignmentInput,
): Promise<PlayerAssignment | undefined> {
  const collaborators = [...new Set(input.collaboratorIds)];
  if (input.responsibleId && collaborators.includes(input.responsibleId))
    throw invalidInput(ASSIGNMENT_MESSAGES.twice, { collaboratorIds: ASSIGNMENT_MESSAGES.twice });
  const named = [...collaborators, ...(input.responsibleId ? [input.responsibleId] : [])];
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("update");
    if (!player) return undefined;
    if (named.length > 0) {
      const active = await tx
        .select({ id: user.id })
        .from(user)
        .where(and(inArray(user.id, named), ne(user.role, "player"), isNull(user.deactivatedAt)));
      if (active.length !== named.length) {
        const field =
          input.responsibleId && !active.some((row) => row.id === input.responsibleId)
            ? "responsibleId"
            : "collaboratorIds";
        throw invalidInput(ASSIGNMENT_MESSAGES.inactive, { [field]: ASSIGNMENT_MESSAGES.inactive });
      }
    }
    await tx.delete(playerAssignments).where(eq(playerAssignments.playerId, playerId));
    const rows = [
      ...(input.responsibleId ? [{ playerId, userId: input.responsibleId, kind: "responsible" as const }] : []),
      ...collaborators.map((userId) => ({ playerId, userId, kind: "collaborator" as const })),
    ];
    if (rows.length > 0) await tx.insert(playerAssignments).values(rows);
    return getPlayerAssignment(tx, playerId);
  });
}
