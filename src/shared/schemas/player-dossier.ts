import type { DealStage, DocumentStatus, DocumentType } from "../domain/enums";
import type { OperationStage, OperationType } from "../domain/operations";
import type { DocumentKind } from "../domain/papers";

/**
 * What an agent reads before calling a player, gathered from every record of theirs: contract and mandate, the money
 * this player brings (this year, overdue, next), open deals and operations, documents and pending approvals.
 */
export type PlayerDossier = {
  contract: {
    until: string | null;
    daysLeft: number | null;
    /** The contract with a club in force today, summed up; its clauses are on the player's Contrato tab. */
    club: {
      id: string;
      clubName: string;
      endDate: string;
      /** The nearest notice day of an option still to come. */
      nextNoticeBy: string | null;
      bonusesWithinReach: number;
    } | null;
  };
  /** The mandate in force today, or else the next one to start. */
  mandate: {
    id: string;
    startDate: string;
    endDate: string;
    daysLeft: number;
    inForce: boolean;
    registered: boolean;
    exclusive: boolean;
  } | null;
  money: {
    year: number;
    expectedThisYear: number;
    receivedThisYear: number;
    /** What the year's instalments owe collaborators, and what is left to the agency. */
    sharedOutThisYear: number;
    netThisYear: number;
    overdue: number;
    overdueCount: number;
    next: { date: string; amount: number } | null;
  };
  openDeals: { id: string; brandName: string; stage: DealStage; fee: string }[];
  openOperations: { id: string; clubName: string; type: OperationType; stage: OperationStage }[];
  documents: {
    id: string;
    name: string;
    type: DocumentType;
    kind: DocumentKind;
    status: DocumentStatus;
    date: string;
  }[];
  /** Papers within their notice of expiring, or expired (medical ones only for roles that see them). */
  expiringPapers: { id: string; name: string; kind: DocumentKind; expiresOn: string; expired: boolean }[];
  pendingApprovals: number;
};
