import type { Commission } from "@shared/schemas/commission";

const SOURCE_LABELS = {
  deal: (commission) => `Patrocinio · ${commission.brandName ?? ""}`,
  mandate: () => "Mandato de representación",
  operation: (commission) => `Operación · ${commission.clubName ?? ""}`,
} satisfies Record<Commission["source"], (commission: LabelledCommission) => string>;

type LabelledCommission = Pick<Commission, "source" | "brandName" | "clubName" | "archived">;

/**
 * "Patrocinio · Zenit Sport", "Mandato de representación" (its quarter is the ledger group's) or "Operación ·
 * Sevilla FC", with "(eliminado)" once the source was deleted and the instalment is kept for what was received.
 */
export const commissionSourceLabel = (commission: LabelledCommission) => {
  const label = SOURCE_LABELS[commission.source](commission);
  return commission.archived ? `${label} (eliminado)` : label;
};
