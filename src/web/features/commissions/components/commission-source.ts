import type { Commission } from "@shared/schemas/commission";

/**
 * "Patrocinio · Zenit Sport" or "Mandato de representación" (its quarter is the ledger group's), "(eliminado)" once
 * the deal or mandate was deleted and the instalment is kept for what was received.
 */
export const commissionSourceLabel = (commission: Pick<Commission, "source" | "brandName" | "archived">) => {
  const label =
    commission.source === "deal" ? `Patrocinio · ${commission.brandName ?? ""}` : "Mandato de representación";
  return commission.archived ? `${label} (eliminado)` : label;
};
