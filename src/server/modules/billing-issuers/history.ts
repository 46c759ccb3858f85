import type { BillingIssuer } from "../../../shared/schemas/billing-issuer";
import type { HistoryKind } from "../../history/history-kind";

export const ISSUER_HISTORY: HistoryKind<Pick<BillingIssuer, "name">> = {
  type: "billing_issuer",
  label: (issuer) => issuer.name,
};
