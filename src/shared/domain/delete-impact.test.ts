import { describe, expect, it } from "vitest";

import { deleteImpactText, IMPACT_KINDS, type DeleteImpact } from "./delete-impact";

const none = Object.fromEntries(IMPACT_KINDS.map((kind) => [kind, 0])) as DeleteImpact["goes"];

describe("deleteImpactText", () => {
  it("names what goes, singular and plural, in one Spanish list", () => {
    const text = deleteImpactText({
      goes: { ...none, deals: 2, events: 3, documents: 1 },
      keptCommissions: { count: 0, amount: 0 },
    });
    expect(text).toBe("Se eliminarán también 2 patrocinios, 3 eventos y 1 documento con su archivo.");
  });

  it("says the received commissions stay, with their euros", () => {
    const text = deleteImpactText({ goes: { ...none, deals: 1 }, keptCommissions: { count: 1, amount: 120_000 } });
    expect(text).toBe(
      "Se eliminarán también 1 patrocinio. Las comisiones cobradas se conservan en el libro de comisiones (120.000\u00a0€).",
    );
  });

  it("says nothing when nothing goes and nothing is kept", () => {
    expect(deleteImpactText({ goes: none, keptCommissions: { count: 0, amount: 0 } })).toBe("");
  });
});
