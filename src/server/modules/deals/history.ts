import type { Deal } from "../../../shared/schemas/deal";
import type { HistoryKind } from "../../history/history-kind";

export const DEAL_HISTORY: HistoryKind<Pick<Deal, "brandName" | "playerName">> = {
  type: "deal",
  label: (deal) => `${deal.brandName} · ${deal.playerName}`,
};
