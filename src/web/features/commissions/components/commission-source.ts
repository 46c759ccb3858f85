import type { Commission } from "@shared/schemas/commission";

/** "Patrocinio · Zenit Sport" or "Mandato de representación" (its quarter is the ledger group's). */
export const commissionSourceLabel = (commission: Pick<Commission, "source" | "brandName">) =>
  commission.source === "deal" ? `Patrocinio · ${commission.brandName ?? ""}` : "Mandato de representación";
