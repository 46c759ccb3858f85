import { describe, expect, it } from "vitest";

import { DEFAULT_LEAD_DAYS, DOCUMENT_KINDS, expiryPhrase, expiryStateOf, missingTravelPaper } from "./papers";

const TODAY = "2026-11-27";

describe("where a paper stands", () => {
  it("has no state without an expiry", () => {
    expect(expiryStateOf(null, 30, TODAY)).toBeNull();
  });

  it("starts ringing exactly its lead days before it expires, and is expired from the day after", () => {
    expect(expiryStateOf("2027-02-25", 90, TODAY)).toBe("por-caducar");
    expect(expiryStateOf("2027-02-26", 90, TODAY)).toBe("vigente");
    expect(expiryStateOf(TODAY, 0, TODAY)).toBe("por-caducar");
    expect(expiryStateOf("2026-11-26", 30, TODAY)).toBe("caducado");
  });

  it("says how far off it is in Spanish", () => {
    expect(expiryPhrase(TODAY, TODAY)).toBe("caduca hoy");
    expect(expiryPhrase("2026-11-28", TODAY)).toBe("caduca mañana");
    expect(expiryPhrase("2026-12-09", TODAY)).toBe("caduca en 12 días");
    expect(expiryPhrase("2026-11-26", TODAY)).toBe("caducó ayer");
    expect(expiryPhrase("2026-11-24", TODAY)).toBe("caducó hace 3 días");
  });

  it("gives every kind a lead time, longer for what takes long to renew", () => {
    for (const kind of DOCUMENT_KINDS) expect(DEFAULT_LEAD_DAYS[kind]).toBeGreaterThan(0);
    expect(DEFAULT_LEAD_DAYS.pasaporte).toBeGreaterThan(DEFAULT_LEAD_DAYS.medico);
  });
});

describe("papers for an operation abroad", () => {
  const start = "2027-07-01";
  it("asks for a passport on file, valid the day the contract starts", () => {
    expect(missingTravelPaper({ passportExpiresOn: null, permitExpiresOn: null }, start)).toMatch(/No hay pasaporte/);
    expect(missingTravelPaper({ passportExpiresOn: "2027-06-30", permitExpiresOn: null }, start)).toMatch(
      /pasaporte del jugador caduca antes/,
    );
    expect(missingTravelPaper({ passportExpiresOn: start, permitExpiresOn: null }, start)).toBeNull();
  });

  it("warns of a permit on file that expires before the start, and asks none when there is none", () => {
    expect(missingTravelPaper({ passportExpiresOn: "2030-01-01", permitExpiresOn: "2027-03-01" }, start)).toMatch(
      /permiso/,
    );
    expect(missingTravelPaper({ passportExpiresOn: "2030-01-01", permitExpiresOn: "2028-03-01" }, start)).toBeNull();
  });
});
