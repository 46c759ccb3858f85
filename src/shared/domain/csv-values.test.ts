import { describe, expect, it } from "vitest";

import {
  formatCsvDate,
  formatCsvNumber,
  headerKey,
  parseSpanishDate,
  parseSpanishNumber,
  parseYesNo,
} from "./csv-values";

describe("CSV values", () => {
  it("reads numbers as Spanish spreadsheets write them", () => {
    expect(parseSpanishNumber("1.234,5")).toBe(1234.5);
    expect(parseSpanishNumber("2.300.000")).toBe(2_300_000);
    expect(parseSpanishNumber("4.8")).toBe(4.8);
    expect(parseSpanishNumber(" 12 % ")).toBe(12);
    expect(parseSpanishNumber("")).toBeNull();
    expect(parseSpanishNumber("mucho")).toBeNaN();
  });

  it("reads days as dd/mm/yyyy or ISO and leaves the rest to the validator", () => {
    expect(parseSpanishDate("3/7/2027")).toBe("2027-07-03");
    expect(parseSpanishDate("2027-07-03")).toBe("2027-07-03");
    expect(parseSpanishDate("")).toBeNull();
    expect(parseSpanishDate("mañana")).toBe("mañana");
  });

  it("reads yes and no in Spanish", () => {
    expect(parseYesNo("Sí")).toBe(true);
    expect(parseYesNo("no")).toBe(false);
    expect(parseYesNo("")).toBe(false);
    expect(parseYesNo("quizá")).toBe("quizá");
  });

  it("writes numbers with a decimal comma and days as dd/mm/yyyy", () => {
    expect(formatCsvNumber(4.8)).toBe("4,8");
    expect(formatCsvNumber(2_300_000)).toBe("2300000");
    expect(formatCsvDate("2026-11-23")).toBe("23/11/2026");
    expect(formatCsvDate(null)).toBe("");
  });

  it("matches headers without case, accents or punctuation", () => {
    expect(headerKey("Fecha de Nacimiento")).toBe("fecha de nacimiento");
    expect(headerKey("Posición:")).toBe("posicion");
  });
});
