import { invoiceTotals, type VatTreatment } from "../../../shared/domain/invoice-amounts";

/** Euros as stored (numeric, two decimals) to integer cents, where every sum and percentage is done. */
export const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100;

/** The figures an invoice stores, from its lines' bases and how it is taxed, computed in cents. */
export function storedTotals(
  lines: { baseAmount: number }[],
  taxes: { vatTreatment: VatTreatment; vatRate: number; irpfPercent: number },
) {
  const totals = invoiceTotals(
    lines.map((line) => ({
      baseCents: cents(line.baseAmount),
      vatTreatment: taxes.vatTreatment,
      vatRate: taxes.vatRate,
    })),
    taxes.irpfPercent,
  );
  return {
    totals,
    columns: {
      baseAmount: euros(totals.baseCents),
      vatAmount: euros(totals.vatCents),
      totalAmount: euros(totals.totalCents),
      withheldAmount: euros(totals.withheldCents),
      payableAmount: euros(totals.payableCents),
    },
  };
}
