import { describe, expect, it } from "vitest";

import { changedFields, describeChange } from "./activity";

describe("the history's changes", () => {
  it("names the record a reference points to, and leaves unchanged fields out", () => {
    const before = { clubId: "c1", clubName: "Sevilla FC", stage: "Oferta", salary: "1M€" };
    const after = { clubId: "c2", clubName: "Real Betis", stage: "Oferta", salary: "1M€" };
    const changes = changedFields(before, after, { clubId: "c2", stage: "Oferta" });
    expect(changes).toEqual([{ field: "clubId", before: "Sevilla FC", after: "Real Betis" }]);
    expect(describeChange(changes[0]!)).toBe("Club: Sevilla FC → Real Betis");
  });

  it("keeps the id of a reference whose record carries no name", () => {
    expect(changedFields({ contactId: "a" }, { contactId: "b" }, { contactId: "b" })).toEqual([
      { field: "contactId", before: "a", after: "b" },
    ]);
  });
});
