import { describe, expect, it } from "vitest";

import { periodIn } from "./periods";
import { editDistance, inOwnWords } from "./vocabulary";

describe("the engine's own words", () => {
  it("maps slang, anglicisms and abbreviations to the words it reads", () => {
    expect(inOwnWords("cuanta guita hay en juego")).toBe("cuanta dinero hay en el pipeline");
    expect(inOwnWords("sponsors de diego")).toBe("patrocinio de diego");
    expect(inOwnWords("quien es el presi del riviera")).toBe("quien es el presidente del riviera");
    expect(inOwnWords("tiene marca de botas")).toBe("tiene marca de deportes");
  });

  it("puts typos of known words right, but not names, other genders nor verbs", () => {
    expect(inOwnWords("ofretas pendientes")).toBe("ofertas pendientes");
    expect(inOwnWords("la semana pasada")).toBe("la semana pasada");
    expect(inOwnWords("cuanto facture")).toBe("cuanto facture");
    expect(inOwnWords("ofretas de salvatiera", new Set(["salvatiera"]))).toBe("ofertas de salvatiera");
  });

  it("measures transpositions as one edit", () => {
    expect(editDistance("ofretas", "ofertas", 2)).toBe(1);
    expect(editDistance("oferta", "evento", 1)).toBe(2);
  });
});

describe("periods past and coming", () => {
  const friday = "2026-11-27";

  it("reads the past backwards", () => {
    expect(periodIn("la semana pasada", friday)).toMatchObject({ from: "2026-11-16", to: "2026-11-22" });
    expect(periodIn("el finde pasado", friday)).toMatchObject({ from: "2026-11-21", to: "2026-11-22" });
    expect(periodIn("el mes pasado", friday)).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(periodIn("el lunes pasado", friday)).toMatchObject({ from: "2026-11-23", to: "2026-11-23" });
    expect(periodIn("ayer", friday)).toMatchObject({ from: "2026-11-26" });
  });

  it("reads whole periods and the coming ones", () => {
    expect(periodIn("este mes", friday)).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(periodIn("en 2025", friday)).toMatchObject({ from: "2025-01-01", to: "2025-12-31" });
    expect(periodIn("la semana que viene", friday)).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
    expect(periodIn("cuantos jugadores tengo", friday)).toBeUndefined();
  });
});
