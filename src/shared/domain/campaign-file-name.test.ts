import { describe, expect, it } from "vitest";

import { campaignFileName } from "./campaign-file-name";

describe("campaign image file names", () => {
  it("names the player without accents, the campaign in Spanish (not its id) and the moment", () => {
    expect(campaignFileName("Álvaro Martín Ruiz", "product-launch", "2026-11-23T15:42:10.123Z")).toBe(
      "alvaro-martin-ruiz-lanzamiento-de-producto-20261123-154210.png",
    );
  });

  it("keeps a name of symbols or emoji from leaving the file nameless", () => {
    expect(campaignFileName("⚽⚽", "motivational", "2026-01-02T03:04:05.000Z")).toBe(
      "jugador-motivacional-20260102-030405.png",
    );
    expect(campaignFileName("  Nuñez / O'Brien  ", "social-impact", "2026-01-02T03:04:05.000Z")).toBe(
      "nunez-o-brien-impacto-social-20260102-030405.png",
    );
  });
});
