import { parseFeeAmount, unreadableAmountMessage } from "@shared/domain/fee-amount";

/**
 * A free money text (the SPEC keeps a deal's fee and an investment's amount as typed) says when Palco cannot read an
 * amount from it: it is kept as written, and no figure counts it.
 */
export function amountHint(text: string | null | undefined): string | undefined {
  const typed = text?.trim() ?? "";
  if (typed === "" || parseFeeAmount(typed) !== null) return undefined;
  return `${unreadableAmountMessage(typed)}: se guarda tal cual, pero no cuenta en ninguna cifra.`;
}
