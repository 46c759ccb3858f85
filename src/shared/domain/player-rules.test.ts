import { describe, expect, it } from "vitest";

import { birthDateIssue, contractUntilIssue } from "./player-rules";

describe("player rules", () => {
  const today = "2026-11-23";

  it("refuses a future birth date and ages under 14 or over 50, at their boundaries", () => {
    expect(birthDateIssue("2026-11-24", today)).toBe("La fecha de nacimiento no puede ser futura");
    expect(birthDateIssue("2012-11-24", today)).toBe("El jugador debe tener al menos 14 años");
    expect(birthDateIssue("2012-11-23", today)).toBeNull();
    expect(birthDateIssue("1975-11-24", today)).toBeNull();
    expect(birthDateIssue("1975-11-23", today)).toBe("El jugador no puede tener más de 50 años");
  });

  it("refuses a contract that ended before last year", () => {
    expect(contractUntilIssue("2024-12-31", today)).toBe("El fin de contrato no puede ser anterior a 2025");
    expect(contractUntilIssue("2025-01-01", today)).toBeNull();
    expect(contractUntilIssue("2029-06-30", today)).toBeNull();
  });
});
