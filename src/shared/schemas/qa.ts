/** One rule the stored data must keep, and how many rows break it. */
export type IntegrityRule = { rule: string; violations: number };
/** One issuer's VERI*FACTU chain, walked from its first record. */
export type ChainCheck = {
  issuerNif: string;
  records: number;
  intact: boolean;
  breaks: { position: number; invoiceNumber: string; problem: string }[];
};
export type IntegrityReport = { rules: IntegrityRule[]; rows: number; chains: ChainCheck[] };

export type HealthReport = {
  status: "ok" | "error";
  database: "ok" | "unavailable";
  version: string;
  databaseMs?: number;
};
