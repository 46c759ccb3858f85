/** One rule the stored data must keep, and how many rows break it. */
export type IntegrityRule = { rule: string; violations: number };
export type IntegrityReport = { rules: IntegrityRule[]; rows: number };

export type HealthReport = {
  status: "ok" | "error";
  database: "ok" | "unavailable";
  version: string;
  databaseMs?: number;
};
