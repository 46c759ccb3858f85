import { describe, expect, it } from "vitest";

import { parseFeeAmount } from "./fee-amount";

describe("parseFeeAmount", () => {
  it.each([
    ["500.000€", 500_000],
    ["500.000 €", 500_000],
    ["€500.000", 500_000],
    ["1.250.000 euros", 1_250_000],
    ["1.250.000 EUR", 1_250_000],
    ["1,2M€", 1_200_000],
    ["1,2 M €", 1_200_000],
    ["2M", 2_000_000],
    ["1.5M€", 1_500_000],
    ["750K €", 750_000],
    ["750k", 750_000],
    ["300 mil €", 300_000],
    ["3 millones de euros", 3_000_000],
    ["3 millones €", 3_000_000],
    ["1,5 millones", 1_500_000],
    ["45000", 45_000],
    ["45.000,50 €", 45_000.5],
    ["0€", 0],
    ["2,75MM €", 2_750_000],
    ["120.000€/año", 120_000],
    ["1,4M € brutos anuales", 1_400_000],
    ["800.000 € al año", 800_000],
    ["800.000 por temporada", 800_000],
    ["90.000 € brutos", 90_000],
  ])("reads %s as %s", (fee, amount) => {
    expect(parseFeeAmount(fee)).toBe(amount);
  });

  it.each([
    "",
    "a convenir",
    "300.000-500.000€",
    "12abc",
    "12.50",
    "1.2.3",
    "-500€",
    "M€",
    "500.00.000",
    "€",
    "1,2,3M",
    "abc",
    "/año",
    "120.000€ netos",
  ])("names no amount in %j", (fee) => {
    expect(parseFeeAmount(fee)).toBeNull();
  });

  it("treats null and undefined as no amount", () => {
    expect(parseFeeAmount(null)).toBeNull();
    expect(parseFeeAmount(undefined)).toBeNull();
  });
});
