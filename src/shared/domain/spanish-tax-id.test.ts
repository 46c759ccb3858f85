import { describe, expect, it } from "vitest";

import { isSpanishTaxId, normalizeTaxId } from "./spanish-tax-id";

describe("Spanish tax ids", () => {
  it("takes a DNI or NIE whose letter is right, written any way", () => {
    expect(isSpanishTaxId("12345678Z")).toBe(true);
    expect(isSpanishTaxId("12.345.678-z")).toBe(true);
    expect(isSpanishTaxId("X1234567L")).toBe(true);
    expect(isSpanishTaxId("Y1234567X")).toBe(true);
    expect(isSpanishTaxId("12345678A")).toBe(false);
    expect(isSpanishTaxId("X1234567A")).toBe(false);
  });

  it("takes a company's NIF with its control digit or letter", () => {
    // The AEAT's own worked examples and well-known public companies.
    expect(isSpanishTaxId("A58818501")).toBe(true);
    expect(isSpanishTaxId("B65410011")).toBe(true);
    expect(isSpanishTaxId("Q2826000H")).toBe(true);
    expect(isSpanishTaxId("A58818502")).toBe(false);
    expect(isSpanishTaxId("Q28260008")).toBe(false);
    // The AEAT's test NIF used in the VERI*FACTU examples.
    expect(isSpanishTaxId("89890001K")).toBe(true);
  });

  it("refuses what is not an id at all", () => {
    for (const value of ["", "ABC", "1234567Z", "123456789", "Ñ1234567A"]) expect(isSpanishTaxId(value)).toBe(false);
    expect(normalizeTaxId(" b-65410011 ")).toBe("B65410011");
  });
});
