import { VAT_RECORD_CODES } from "../../../shared/domain/invoices";
import { recordAmount, recordDate } from "../../../shared/domain/verifactu/record-values";
import type { IssueRecordInput } from "../verifactu";
import type { storedTotals } from "./amounts";
import type { invoices } from "./table";

type InvoiceRow = typeof invoices.$inferSelect;

/** An issued invoice as its RegistroAlta states it. */
export function issueRecordInputOf(
  invoice: InvoiceRow & {
    number: string;
    issuedOn: string;
    issuerNif: string;
    issuerName: string;
    invoiceType: string;
  },
  lines: { description: string }[],
  totals: ReturnType<typeof storedTotals>["totals"],
  rectified?: InvoiceRow,
): IssueRecordInput {
  const codes = VAT_RECORD_CODES[invoice.vatTreatment];
  const charged = invoice.vatTreatment === "sujeta" || invoice.vatTreatment === "inversion";
  const description = lines.map((line) => line.description).join("; ");
  return {
    invoice: { issuerNif: invoice.issuerNif, invoiceNumber: invoice.number, invoiceDate: recordDate(invoice.issuedOn) },
    issuerName: invoice.issuerName,
    invoiceType: invoice.invoiceType,
    previouslyRejected: false,
    rectification:
      rectified?.number && rectified.issuedOn && rectified.issuerNif && invoice.rectificationMethod
        ? {
            method: invoice.rectificationMethod,
            rectified: {
              issuerNif: rectified.issuerNif,
              invoiceNumber: rectified.number,
              invoiceDate: recordDate(rectified.issuedOn),
            },
            rectifiedBase: recordAmount(Math.round(rectified.baseAmount * 100)),
            rectifiedTax: recordAmount(Math.round(rectified.vatAmount * 100)),
          }
        : undefined,
    description: description.length > 500 ? `${description.slice(0, 497)}...` : description,
    recipient:
      invoice.recipientNif || invoice.recipientForeignId
        ? {
            name: invoice.recipientName,
            nif: invoice.recipientNif,
            foreign:
              !invoice.recipientNif && invoice.recipientForeignId
                ? {
                    country: invoice.recipientCountry,
                    idType: invoice.recipientIdType ?? "02",
                    id: invoice.recipientForeignId,
                  }
                : null,
          }
        : null,
    breakdown: totals.byRate.map((rate) => ({
      ...codes,
      vatRate: charged ? rate.vatRate.toFixed(2) : null,
      base: recordAmount(rate.baseCents),
      vat: charged ? recordAmount(rate.vatCents) : null,
    })),
    totalTax: recordAmount(totals.vatCents),
    totalAmount: recordAmount(totals.totalCents),
  };
}
