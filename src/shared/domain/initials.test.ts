import { describe, expect, it } from "vitest";

import { initials } from "./initials";

describe("initials", () => {
  it("takes the first character of the first two words, upper-cased, accents kept", () => {
    expect(initials("Álvaro Martín Ruiz")).toBe("ÁM");
    expect(initials("  íñigo   núñez ")).toBe("ÍN");
    expect(initials("Pelé")).toBe("P");
    expect(initials("")).toBe("");
  });

  it("never splits a character in two", () => {
    // "É" as E + combining accent, and emoji made of several code points.
    expect(initials("E\u0301dgar Pérez")).toBe("E\u0301P");
    expect(initials("🦁 Leo")).toBe("🦁L");
    expect(initials("👨‍👩‍👧 Familia")).toBe("👨‍👩‍👧F");
    expect(initials("🦁 Leo")).not.toContain("\uFFFD");
  });
});
