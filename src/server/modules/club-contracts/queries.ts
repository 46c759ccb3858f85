import { and, asc, desc, eq } from "drizzle-orm";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { contractWarnings, seasonsBetween } from "../../../shared/domain/club-contracts";
import type {
  ClubContract,
  CreateClubContractInput,
  UpdateClubContractInput,
} from "../../../shared/schemas/club-contract";
import type { Page } from "../../../shared/schemas/common";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { clubs } from "../clubs/table";
import { syncOperationCommissions } from "../commissions";
import { players } from "../players/table";
import { clubContracts } from "./table";

const columns = {
  id: clubContracts.id,
  playerId: clubContracts.playerId,
  playerName: players.name,
  clubId: clubContracts.clubId,
  clubName: clubs.name,
  operationId: clubContracts.operationId,
  startDate: clubContracts.startDate,
  endDate: clubContracts.endDate,
  seasons: clubContracts.seasons,
  bonuses: clubContracts.bonuses,
  options: clubContracts.options,
  releaseClause: clubContracts.releaseClause,
  sellOnPercent: clubContracts.sellOnPercent,
  sellOnBeneficiary: clubContracts.sellOnBeneficiary,
  imageRights: clubContracts.imageRights,
  notes: clubContracts.notes,
  createdAt: clubContracts.createdAt,
  updatedAt: clubContracts.updatedAt,
  version: clubContracts.version,
};

type Row = Omit<ClubContract, "warnings" | "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

const toContract = (row: Row): ClubContract => ({ ...withIsoTimestamps(row), warnings: contractWarnings(row) });

const selectContracts = (db: DbExecutor) =>
  db
    .select(columns)
    .from(clubContracts)
    .innerJoin(players, eq(players.id, clubContracts.playerId))
    .innerJoin(clubs, eq(clubs.id, clubContracts.clubId));

export type ListClubContractsQuery = { playerId?: string; limit: number };

/** A player's contracts (or every player's within reach), the latest first. */
export async function listClubContracts(
  db: DbExecutor,
  query: ListClubContractsQuery,
  reach: PlayerReach = null,
): Promise<Page<ClubContract>> {
  const rows = await selectContracts(db)
    .where(
      and(
        query.playerId ? eq(clubContracts.playerId, query.playerId) : undefined,
        withinReach(clubContracts.playerId, reach),
      ),
    )
    .orderBy(desc(clubContracts.startDate), asc(clubContracts.id))
    .limit(query.limit);
  return { items: rows.map(toContract), nextCursor: null };
}

export async function getClubContract(db: DbExecutor, id: string): Promise<ClubContract | undefined> {
  const [row] = await selectContracts(db).where(eq(clubContracts.id, id));
  return row ? toContract(row) : undefined;
}

export async function insertClubContract(
  db: DbExecutor,
  playerId: string,
  input: CreateClubContractInput,
): Promise<ClubContract> {
  const [row] = await db
    .insert(clubContracts)
    .values({ ...input, playerId })
    .returning({ id: clubContracts.id });
  const contract = row && (await getClubContract(db, row.id));
  if (!contract) throw new Error("insert returned no row");
  await resyncFees(db, contract.operationId);
  return contract;
}

/** The agent's fee on the operation a contract was signed with follows the contract's seasons. */
async function resyncFees(db: DbExecutor, ...operationIds: (string | null | undefined)[]) {
  for (const operationId of new Set(operationIds))
    if (operationId) await syncOperationCommissions(db, operationId, agencyToday());
}

/**
 * The contract a signed operation makes, once: its club and dates, every season at the salary agreed (or none
 * readable yet, to be completed), unless a contract already follows the operation.
 */
export async function contractOfSigning(
  db: DbExecutor,
  operation: { id: string; playerId: string; clubId: string; startDate: string | null; endDate: string | null },
  annualSalary: number | null,
): Promise<void> {
  if (!operation.startDate || !operation.endDate || operation.endDate < operation.startDate) return;
  const [existing] = await db
    .select({ id: clubContracts.id })
    .from(clubContracts)
    .where(eq(clubContracts.operationId, operation.id));
  if (existing) return;
  await db.insert(clubContracts).values({
    playerId: operation.playerId,
    clubId: operation.clubId,
    operationId: operation.id,
    startDate: operation.startDate,
    endDate: operation.endDate,
    seasons: seasonsBetween(operation.startDate, operation.endDate).map((season) => ({
      season,
      salary: annualSalary ?? 0,
    })),
  });
}

export async function updateClubContract(
  db: DbExecutor,
  id: string,
  input: UpdateClubContractInput,
): Promise<ClubContract | undefined> {
  const [before] = await db
    .select({ operationId: clubContracts.operationId })
    .from(clubContracts)
    .where(eq(clubContracts.id, id));
  const updated = await db
    .update(clubContracts)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(clubContracts.id, id))
    .returning({ id: clubContracts.id, operationId: clubContracts.operationId });
  if (updated.length === 0) return undefined;
  await resyncFees(db, before?.operationId, updated[0]?.operationId);
  return getClubContract(db, id);
}

export async function deleteClubContract(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(clubContracts)
    .where(eq(clubContracts.id, id))
    .returning({ operationId: clubContracts.operationId });
  await resyncFees(db, deleted[0]?.operationId);
  return deleted.length > 0;
}
