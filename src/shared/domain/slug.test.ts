import { describe, expect, it } from "vitest";

import { slug } from "./slug";

describe("slug", () => {
  it("drops accents and case and joins words with the separator", () => {
    expect(slug("Álvaro Martín Ruiz")).toBe("alvaro-martin-ruiz");
    expect(slug("  Íker  Muñoz-Sanz ", ".")).toBe("iker.munoz.sanz");
  });
  it("cuts at the length without a separator at the end, and has a fallback for a name without letters", () => {
    expect(slug("Nicolás Fernández", "-", 8)).toBe("nicolas");
    expect(slug("¿?", ".")).toBe("jugador");
  });
});
