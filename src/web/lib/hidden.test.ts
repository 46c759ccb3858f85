import { describe, expect, it } from "vitest";

import { HIDDEN_TEXT, isHidden, shownOr } from "./hidden";

describe("hidden figures", () => {
  it("says Oculto only where the server named the group", () => {
    const deal = { fee: null, hidden: ["money"] };
    expect(isHidden(deal)).toBe(true);
    expect(isHidden(deal, "identity")).toBe(false);
    expect(shownOr(deal, deal.fee ?? "—")).toBe(HIDDEN_TEXT);
    expect(shownOr({ fee: "120.000 €" }, "120.000 €")).toBe("120.000 €");
    expect(shownOr({ fee: "", hidden: "money" }, "—")).toBe("—");
  });
});
