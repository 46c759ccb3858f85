import { describe, expect, it } from "vitest";

import {
  earnedBetween,
  earnedBy,
  fullShares,
  mulDivRound,
  percentTotal,
  referenceOn,
  type InstalmentFacts,
  type SplitTerms,
} from "./splits";

const half = (due: SplitTerms["due"], basis: SplitTerms["basis"] = "base"): SplitTerms => ({
  percent: 50,
  amount: null,
  basis,
  due,
});

const unbilled = (amountCents: number, payments: InstalmentFacts["payments"] = []): InstalmentFacts => ({
  amountCents,
  payments,
  billings: [],
});

describe("mulDivRound", () => {
  it("rounds half up, also past 2^53 on the way", () => {
    expect(mulDivRound(10000001, 5000, 10000)).toBe(5000001);
    expect(mulDivRound(1e12, 9999, 10000)).toBe(999900000000);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(mulDivRound(7, 1, 0)).toBe(0);
  });
});

describe("a 50-50 split of 100.000,01 €", () => {
  const lines = [half("received")];

  it("gives the collaborator 50.000,01 € and leaves the agency 50.000,00 €", () => {
    const [share] = fullShares(lines, { base: 10000001, gross: 10000001 });
    expect(share).toBe(5000001);
    expect(10000001 - share!).toBe(5000000);
  });

  it("follows partial payments to the cent and ends on the whole share", () => {
    const facts = unbilled(10000001, [
      { paidOn: "2027-01-10", cents: 3000000 },
      { paidOn: "2027-02-10", cents: 3333333 },
      { paidOn: "2027-03-10", cents: 3666668 },
    ]);
    expect(earnedBy(lines, facts, "2027-01-09")).toEqual([0]);
    expect(earnedBy(lines, facts, "2027-01-10")).toEqual([1500000]);
    expect(earnedBy(lines, facts, "2027-02-10")).toEqual([3166667]);
    expect(earnedBy(lines, facts, "2027-03-10")).toEqual([5000001]);
    const january = earnedBetween(lines, facts, "2027-01-01", "2027-01-31")[0]!;
    const february = earnedBetween(lines, facts, "2027-02-01", "2027-02-28")[0]!;
    const march = earnedBetween(lines, facts, "2027-03-01", "2027-03-31")[0]!;
    expect(january + february + march).toBe(5000001);
  });

  it("two lines of 50 % each never pass the instalment", () => {
    const shares = fullShares([half("received"), half("received")], { base: 10000001, gross: 10000001 });
    expect(shares).toEqual([5000001, 5000000]);
  });
});

describe("invoiced instalments", () => {
  const billed = (extra: Partial<InstalmentFacts["billings"][number]> = {}): InstalmentFacts => ({
    amountCents: 10000000,
    payments: [],
    billings: [
      {
        issuedOn: "2027-01-15",
        lineBaseCents: 10000000,
        invoiceBaseCents: 10000000,
        vatRate: 21,
        cancelledOn: null,
        rectifications: [],
        ...extra,
      },
    ],
  });

  it("counts the gross with the invoice's VAT and the base without it", () => {
    expect(referenceOn(billed(), "2027-01-15")).toEqual({ base: 10000000, gross: 12100000, billed: true });
    expect(fullShares([half("invoiced", "gross")], referenceOn(billed(), "2027-01-15"))).toEqual([6050000]);
    expect(fullShares([half("invoiced", "base")], referenceOn(billed(), "2027-01-15"))).toEqual([5000000]);
  });

  it("earns a line owed on invoicing the day the invoice is issued, and loses it when it is cancelled", () => {
    const facts = billed({ cancelledOn: "2027-03-01" });
    expect(earnedBy([half("invoiced")], facts, "2027-01-14")).toEqual([0]);
    expect(earnedBy([half("invoiced")], facts, "2027-01-15")).toEqual([5000000]);
    expect(earnedBetween([half("invoiced")], facts, "2027-03-01", "2027-03-31")).toEqual([-5000000]);
  });

  it("follows a rectification by substitution and one by differences", () => {
    const substituted = billed({ rectifications: [{ issuedOn: "2027-02-01", method: "S", baseCents: 8000001 }] });
    expect(earnedBy([half("invoiced")], substituted, "2027-01-31")).toEqual([5000000]);
    expect(earnedBy([half("invoiced")], substituted, "2027-02-01")).toEqual([4000001]);
    const reduced = billed({ rectifications: [{ issuedOn: "2027-02-01", method: "I", baseCents: -2000000 }] });
    expect(earnedBetween([half("invoiced")], reduced, "2027-02-01", "2027-02-28")).toEqual([-1000000]);
  });

  it("measures a line owed on receipt against the rectified base", () => {
    const facts = billed({ rectifications: [{ issuedOn: "2027-02-01", method: "S", baseCents: 8000000 }] });
    facts.payments.push({ paidOn: "2027-02-10", cents: 8000000 });
    expect(earnedBy([half("received")], facts, "2027-02-10")).toEqual([4000000]);
  });

  it("apportions a rectification of an invoice of several instalments by each line's weight", () => {
    const facts = billed({
      lineBaseCents: 3000000,
      invoiceBaseCents: 10000000,
      rectifications: [{ issuedOn: "2027-02-01", method: "S", baseCents: 5000000 }],
    });
    expect(referenceOn(facts, "2027-02-01").base).toBe(1500000);
  });
});

describe("fixed amounts and the agency's rest", () => {
  it("caps a fixed amount at what the lines before it left", () => {
    const lines: SplitTerms[] = [
      { percent: 80, amount: null, basis: "base", due: "received" },
      { percent: null, amount: 300, basis: "base", due: "received" },
    ];
    expect(fullShares(lines, { base: 100000, gross: 100000 })).toEqual([80000, 20000]);
  });

  it("adds the percents of the lines", () => {
    expect(percentTotal([{ percent: 50 }, { percent: 12.25 }, { percent: null }])).toBe(62.25);
  });
});
