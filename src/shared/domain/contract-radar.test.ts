import { describe, expect, it } from "vitest";

import { contractRadar } from "./contract-radar";

describe("the contract radar", () => {
  it("is Libre para negociar from six months before the end, and after it", () => {
    expect(contractRadar("2027-06-30", "2026-12-29")).toBe("Último año");
    expect(contractRadar("2027-06-30", "2026-12-30")).toBe("Libre para negociar");
    expect(contractRadar("2027-06-30", "2027-07-15")).toBe("Libre para negociar");
  });

  it("is Último año from twelve months before the end, and nothing before or without a date", () => {
    expect(contractRadar("2027-06-30", "2026-06-29")).toBeNull();
    expect(contractRadar("2027-06-30", "2026-06-30")).toBe("Último año");
    expect(contractRadar(null, "2026-06-30")).toBeNull();
  });
});
