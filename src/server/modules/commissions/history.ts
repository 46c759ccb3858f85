import type { Commission } from "../../../shared/schemas/commission";
import type { HistoryKind } from "../../history/history-kind";

export const COMMISSION_HISTORY: HistoryKind<Commission> = {
  type: "commission",
  label: (commission) => `Comisión ${commission.brandName ?? "de mandato"} · ${commission.playerName}`,
};
