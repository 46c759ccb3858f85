import type { HistoryKind } from "../../history/history-kind";

/** An invoice is named by its number once issued, by its recipient while a draft. */
export const INVOICE_HISTORY: HistoryKind<{ number: string | null; recipient: { name: string } }> = {
  type: "invoice",
  label: (invoice) => invoice.number ?? `Borrador para ${invoice.recipient.name}`,
};
