// Who else is owed part of an instalment: the split lines of a deal, a mandate or an operation, copied to each of its
// instalments, and what each line has earned by a given day. Everything is in integer cents; a line's share is
// rounded half up and capped at what the lines before it left, so the lines never exceed the instalment and the
// agency keeps the rest to the cent.

export const SPLIT_BASES = ["gross", "base"] as const;
export type SplitBasis = (typeof SPLIT_BASES)[number];
export const SPLIT_BASIS_LABELS: Record<SplitBasis, string> = {
  gross: "Sobre el bruto (con IVA)",
  base: "Sobre la base (sin IVA)",
};

export const SPLIT_DUES = ["invoiced", "received"] as const;
export type SplitDue = (typeof SPLIT_DUES)[number];
export const SPLIT_DUE_LABELS: Record<SplitDue, string> = {
  invoiced: "Al facturar",
  received: "Al cobrar",
};

/** The annual third-party declaration (modelo 347) names whoever exceeded this in the year, VAT included. */
export const THIRD_PARTY_THRESHOLD_CENTS = 300506;

/** A split line's terms: a percent or a fixed amount in euros, on the gross or the base, owed when invoiced or paid. */
export type SplitTerms = { percent: number | null; amount: number | null; basis: SplitBasis; due: SplitDue };

/** A rectifying invoice of the one that billed the instalment: its whole new base, or what it adds (negative: takes). */
export type Rectification = { issuedOn: string; method: "S" | "I"; baseCents: number };

/** An issued ordinary invoice that billed the instalment, with what happened to it since. */
export type Billing = {
  issuedOn: string;
  /** The instalment's line on it, and the invoice's whole base, to apportion a rectification of the invoice. */
  lineBaseCents: number;
  invoiceBaseCents: number;
  /** The VAT rate charged, in percent; 0 when the invoice charged none (exempt, not subject, reverse charge). */
  vatRate: number;
  cancelledOn: string | null;
  rectifications: Rectification[];
};

/** What an instalment's shares are computed from: its amount, the money that arrived and the invoices that billed it. */
export type InstalmentFacts = {
  amountCents: number;
  payments: { paidOn: string; cents: number }[];
  billings: Billing[];
};

/** a × b ÷ d rounded half up, exact for any amounts the ledger holds (beyond 2^53 on the way). */
export function mulDivRound(a: number, b: number, d: number): number {
  if (d === 0) return 0;
  const numerator = BigInt(Math.round(a)) * BigInt(Math.round(b)) * 2n;
  const denominator = BigInt(Math.round(d)) * 2n;
  const negative = numerator < 0n !== denominator < 0n;
  const absN = numerator < 0n ? -numerator : numerator;
  const absD = denominator < 0n ? -denominator : denominator;
  const rounded = (absN + absD / 2n) / absD;
  return Number(negative ? -rounded : rounded);
}

/** Euros to cents, as the ledger stores them (two decimals). */
export const toCents = (euros: number) => Math.round(euros * 100);
export const toEuros = (cents: number) => cents / 100;

/** A percent with two decimals as hundredths of a percent: 12.5 → 1250. */
const percentHundredths = (percent: number) => Math.round(percent * 100);

/** The invoice billing the instalment on a day: issued by then and not cancelled by then. */
export function billingOn(facts: InstalmentFacts, day: string): Billing | undefined {
  return facts.billings
    .filter((billing) => billing.issuedOn <= day && (billing.cancelledOn === null || billing.cancelledOn > day))
    .sort((a, b) => (a.issuedOn < b.issuedOn ? -1 : a.issuedOn > b.issuedOn ? 1 : 0))
    .at(-1);
}

/** The instalment's base on its invoice as rectified up to the day, apportioned by the line's weight in the invoice. */
function billedBaseOn(billing: Billing, day: string): number {
  let invoiceBase = billing.invoiceBaseCents;
  for (const rectification of billing.rectifications.filter((r) => r.issuedOn <= day)) {
    invoiceBase = rectification.method === "S" ? rectification.baseCents : invoiceBase + rectification.baseCents;
  }
  if (billing.invoiceBaseCents === 0) return billing.lineBaseCents;
  return Math.max(mulDivRound(billing.lineBaseCents, invoiceBase, billing.invoiceBaseCents), 0);
}

/** The instalment's base and gross on a day: as invoiced (and rectified) once billed, its amount before. */
export function referenceOn(facts: InstalmentFacts, day: string): { base: number; gross: number; billed: boolean } {
  const billing = billingOn(facts, day);
  if (!billing) return { base: facts.amountCents, gross: facts.amountCents, billed: false };
  const base = billedBaseOn(billing, day);
  return { base, gross: base + mulDivRound(base, percentHundredths(billing.vatRate), 10000), billed: true };
}

/** What each line asks of a reference before any cap: its percent of the base or the gross, or its fixed amount. */
export function wantedShares(lines: SplitTerms[], reference: { base: number; gross: number }): number[] {
  return lines.map((line) =>
    line.percent !== null
      ? mulDivRound(line.basis === "gross" ? reference.gross : reference.base, percentHundredths(line.percent), 10000)
      : toCents(line.amount ?? 0),
  );
}

/** Each line's whole share of a reference, in order, none past what the lines before it left of the gross. */
export function fullShares(lines: SplitTerms[], reference: { base: number; gross: number }): number[] {
  let left = Math.max(reference.gross, 0);
  return wantedShares(lines, reference).map((wanted) => {
    const share = Math.min(Math.max(wanted, 0), left);
    left -= share;
    return share;
  });
}

const paidBy = (facts: InstalmentFacts, day: string) =>
  facts.payments.filter((payment) => payment.paidOn <= day).reduce((sum, payment) => sum + payment.cents, 0);

/**
 * What each line has earned by the end of a day: a line owed on invoicing, its whole share while an invoice bills
 * the instalment; a line owed on receipt, its share in the proportion of the instalment paid (partial payments give
 * partial shares), against the invoiced base once invoiced.
 */
export function earnedBy(lines: SplitTerms[], facts: InstalmentFacts, day: string): number[] {
  const reference = referenceOn(facts, day);
  const shares = fullShares(lines, reference);
  const owedBase = reference.base;
  const paid = Math.min(paidBy(facts, day), owedBase);
  return lines.map((line, index) => {
    const share = shares[index] ?? 0;
    if (line.due === "invoiced") return reference.billed ? share : 0;
    if (owedBase <= 0 || paid <= 0) return 0;
    return mulDivRound(share, paid, owedBase);
  });
}

/** The day before an ISO day, for "earned before the period". */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** What each line earned within a period (both days included): earned by its end less earned before it. */
export function earnedBetween(lines: SplitTerms[], facts: InstalmentFacts, from: string, to: string): number[] {
  const before = earnedBy(lines, facts, dayBefore(from));
  return earnedBy(lines, facts, to).map((earned, index) => earned - (before[index] ?? 0));
}

/** A beneficiary's balance: what they earned less what they were paid out (negative: an advance). */
export const pendingOf = (earnedCents: number, paidCents: number) => earnedCents - paidCents;

/** Whether lines in percent add up past the whole instalment (fixed amounts are checked against each instalment). */
export const percentTotal = (lines: { percent: number | null }[]) =>
  lines.reduce((sum, line) => sum + percentHundredths(line.percent ?? 0), 0) / 100;
