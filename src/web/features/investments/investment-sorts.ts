import type { InvestmentSort } from "@shared/domain/list-sorts";
import type { Investment } from "@shared/schemas/investment";

export const INVESTMENT_SORT_LABELS: Record<InvestmentSort, string> = { date: "Fecha", amount: "Importe" };

/** The API's order: most recent first, or the largest amount first with unreadable amounts last. */
export function sortInvestments(items: Investment[], sort: InvestmentSort): Investment[] {
  const key = (item: Investment) => (sort === "amount" ? (item.amountValue ?? -1) : item.date);
  return [...items].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    if (left !== right) return left < right ? 1 : -1;
    return a.id < b.id ? 1 : -1;
  });
}
