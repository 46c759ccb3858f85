import type { CommissionSource } from "../domain/commissions";

/** Who paid the agency for its services to the player: a brand, a club on the player's behalf, or the player. */
export type StatementPayerKind = "brand" | "club" | "player";

export const STATEMENT_PAYER_LABELS: Record<StatementPayerKind, string> = {
  brand: "Marca",
  club: "Club (en nombre del jugador)",
  player: "El jugador",
};

export type StatementLine = {
  commissionId: string;
  source: CommissionSource;
  dueDate: string;
  description: string;
  payerKind: StatementPayerKind;
  payerName: string;
  agreed: number;
  /** The base of the invoice that bills it (as rectified), null while not invoiced. */
  invoiced: number | null;
  invoiceNumber: string | null;
  paid: number;
};

export type StatementPayer = { kind: StatementPayerKind; name: string; agreed: number; invoiced: number; paid: number };

/** What the agency agreed, invoiced and was paid for its services to a player in a year, by payer. */
export type PlayerStatement = {
  player: { id: string; name: string };
  year: number;
  agreed: number;
  invoiced: number;
  paid: number;
  payers: StatementPayer[];
  lines: StatementLine[];
};
