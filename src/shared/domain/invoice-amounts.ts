// An invoice's figures in cents, as Spain's invoicing rules compute them: the tax quota of each VAT rate over the sum
// of its bases (rounded once, half away from zero), the IRPF withheld over the whole base, the total as base plus
// VAT, and what the payer pays as total minus the withholding (outside the invoice total).

/** How a line is taxed: at a VAT rate, or exempt / not subject / reverse charge, which print their legal ground. */
export const VAT_TREATMENTS = ["sujeta", "exenta", "no-sujeta", "inversion"] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export const VAT_RATES = [21, 10, 4, 0] as const;
export const DEFAULT_VAT_RATE = 21;
/** The withholdings a Spanish professional's invoice may carry: the general one, the first years' and none. */
export const IRPF_RATES = [15, 7, 0] as const;

export type InvoiceLineAmount = { baseCents: number; vatTreatment: VatTreatment; vatRate: number };

export type InvoiceTotals = {
  baseCents: number;
  vatCents: number;
  /** Base plus VAT: the invoice's total, the record's ImporteTotal. */
  totalCents: number;
  withheldCents: number;
  /** What the payer transfers: the total less the IRPF withheld. */
  payableCents: number;
  /** Per rate, for the invoice's breakdown and the record's Desglose. */
  byRate: { vatTreatment: VatTreatment; vatRate: number; baseCents: number; vatCents: number }[];
};

/** A percentage of an amount in cents, rounded to the cent half away from zero, in integers. */
export function percentOf(cents: number, percent: number): number {
  // Percentages come with at most two decimals (21, 7, 5.2): scaled to integers, no float reaches the result.
  const scaled = Math.round(percent * 100);
  const product = Math.abs(cents) * scaled;
  const rounded = Math.floor((product + 5000) / 10000);
  return cents < 0 ? -rounded : rounded;
}

export function invoiceTotals(lines: InvoiceLineAmount[], irpfPercent: number): InvoiceTotals {
  const groups = new Map<string, { vatTreatment: VatTreatment; vatRate: number; baseCents: number }>();
  for (const line of lines) {
    const rate = line.vatTreatment === "sujeta" ? line.vatRate : 0;
    const key = `${line.vatTreatment}:${rate}`;
    const group = groups.get(key) ?? { vatTreatment: line.vatTreatment, vatRate: rate, baseCents: 0 };
    group.baseCents += line.baseCents;
    groups.set(key, group);
  }
  const byRate = [...groups.values()].map((group) => ({
    ...group,
    vatCents: percentOf(group.baseCents, group.vatRate),
  }));
  const baseCents = byRate.reduce((sum, group) => sum + group.baseCents, 0);
  const vatCents = byRate.reduce((sum, group) => sum + group.vatCents, 0);
  const withheldCents = percentOf(baseCents, irpfPercent);
  const totalCents = baseCents + vatCents;
  return { baseCents, vatCents, totalCents, withheldCents, payableCents: totalCents - withheldCents, byRate };
}
