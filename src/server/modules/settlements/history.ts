import { formatCsvDate } from "../../../shared/domain/csv-values";
import { formatEuros } from "../../../shared/domain/euros";
import type { Payout } from "../../../shared/schemas/settlement";
import type { HistoryKind } from "../../history/history-kind";

export const PAYOUT_HISTORY: HistoryKind<Pick<Payout, "amount" | "paidOn">> = {
  type: "payout",
  label: (payout) => `Pago de ${formatEuros(payout.amount)} del ${formatCsvDate(payout.paidOn)}`,
};
