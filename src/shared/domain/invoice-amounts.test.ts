import { describe, expect, it } from "vitest";

import { invoiceTotals, percentOf } from "./invoice-amounts";

describe("an invoice's figures", () => {
  it("rounds each figure once, to the cent, on one third of 100.000 €", () => {
    // 100.000 € / 3 = 33.333,33 €: 21 % is 6.999,9993 € and 15 % is 4.999,9995 €.
    const totals = invoiceTotals([{ baseCents: 3_333_333, vatTreatment: "sujeta", vatRate: 21 }], 15);
    expect(totals).toMatchObject({
      baseCents: 3_333_333,
      vatCents: 700_000,
      totalCents: 4_033_333,
      withheldCents: 500_000,
      payableCents: 3_533_333,
    });
  });

  it("sums the bases of one rate before its quota, and keeps exempt bases without VAT", () => {
    const totals = invoiceTotals(
      [
        { baseCents: 33_333, vatTreatment: "sujeta", vatRate: 21 },
        { baseCents: 33_333, vatTreatment: "sujeta", vatRate: 21 },
        { baseCents: 10_000, vatTreatment: "exenta", vatRate: 21 },
      ],
      7,
    );
    // 666,66 € at 21 % is 139,9986 €: 140,00 €, where two roundings of 69,99930 € would give 139,99 €.
    expect(totals.byRate).toEqual([
      { vatTreatment: "sujeta", vatRate: 21, baseCents: 66_666, vatCents: 14_000 },
      { vatTreatment: "exenta", vatRate: 0, baseCents: 10_000, vatCents: 0 },
    ]);
    expect(totals).toMatchObject({ baseCents: 76_666, vatCents: 14_000, totalCents: 90_666, withheldCents: 5_367 });
  });

  it("rounds half away from zero, negative amounts of a rectifying invoice too", () => {
    expect(percentOf(50, 1)).toBe(1);
    expect(percentOf(49, 1)).toBe(0);
    expect(percentOf(-50, 1)).toBe(-1);
    expect(percentOf(1_000, 5.2)).toBe(52);
    expect(invoiceTotals([{ baseCents: -3_333_333, vatTreatment: "sujeta", vatRate: 21 }], 15)).toMatchObject({
      vatCents: -700_000,
      withheldCents: -500_000,
      payableCents: -3_533_333,
    });
  });
});
