import { describe, expect, it } from "vitest";

import { changesClub, mandateRequiredMessage, needsMandate, OPERATION_STAGES } from "./operations";

const day = (iso: string) => iso.split("-").reverse().join("/");

describe("operations", () => {
  it("asks for a mandate in every stage past a sounding, but not for a dropped operation", () => {
    expect(OPERATION_STAGES.filter(needsMandate)).toEqual(["Oferta", "Negociación", "Acuerdo", "Firmada"]);
  });

  it("changes the player's club for moves, not for a renewal", () => {
    expect(changesClub("Traspaso")).toBe(true);
    expect(changesClub("Fichaje libre")).toBe(true);
    expect(changesClub("Renovación")).toBe(false);
  });

  it("names the mandate's state in the refusal", () => {
    expect(mandateRequiredMessage(null, "2026-11-24", day)).toBe(
      "Para pasar de Sondeo hace falta un mandato de representación vigente: el jugador no tiene ningún mandato registrado",
    );
    expect(mandateRequiredMessage({ startDate: "2024-01-01", endDate: "2025-12-31" }, "2026-11-24", day)).toMatch(
      /su último mandato venció el 31\/12\/2025$/,
    );
    expect(mandateRequiredMessage({ startDate: "2027-01-01", endDate: "2028-12-31" }, "2026-11-24", day)).toMatch(
      /su mandato empieza el 01\/01\/2027$/,
    );
  });
});
