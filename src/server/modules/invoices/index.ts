// What other parts of the server may use of invoices: the assistant drafts an invoice of instalments.
export { billedInstalments, type BilledInstalment } from "./billed-instalments";
export { createDraft } from "./drafts";
export { INVOICE_HISTORY } from "./history";
