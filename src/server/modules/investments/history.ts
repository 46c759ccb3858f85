import type { Investment } from "../../../shared/schemas/investment";
import type { HistoryKind } from "../../history/history-kind";

export const INVESTMENT_HISTORY: HistoryKind<Investment> = {
  type: "investment",
  label: (investment) => investment.name,
};
