import { describe, expect, it } from "vitest";

import { hiddenGroupOfField, withoutHiddenFields, withoutHiddenInput } from "./hidden-fields";

describe("hidden fields", () => {
  it("sets the group's fields to null wherever they are nested and says which group", () => {
    const page = {
      items: [{ id: "1", fee: "120.000 €", feeAmount: 120000, brandName: "Nike", playerApproval: null }],
      nextCursor: null,
    };
    expect(withoutHiddenFields(page, ["money"])).toEqual({
      items: [{ id: "1", fee: null, feeAmount: null, brandName: "Nike", playerApproval: null, hidden: ["money"] }],
      nextCursor: null,
    });
  });

  it("leaves the answer as it is when nothing is hidden, and does not change the value it reads", () => {
    const deal = { fee: "5.000 €" };
    expect(withoutHiddenFields(deal, [])).toBe(deal);
    withoutHiddenFields(deal, ["money"]);
    expect(deal).toEqual({ fee: "5.000 €" });
  });

  it("keeps the fields of groups the member sees", () => {
    expect(withoutHiddenFields({ idDocumentNumber: "12345678Z", fee: "1 €" }, ["money"])).toEqual({
      idDocumentNumber: "12345678Z",
      fee: null,
      hidden: ["money"],
    });
  });

  it("empties a history change about a hidden field", () => {
    const entry = {
      changes: [
        { field: "salary", before: "1 M€", after: "2 M€" },
        { field: "team", before: "A", after: "B" },
      ],
    };
    expect(withoutHiddenFields(entry, ["money"])).toEqual({
      changes: [
        { field: "salary", before: null, after: null, hidden: ["money"] },
        { field: "team", before: "A", after: "B" },
      ],
    });
  });

  it("drops hidden fields from a write's input", () => {
    expect(withoutHiddenInput({ name: "Nike", fee: "9 €", idDocumentNumber: "X" }, ["money"])).toEqual({
      name: "Nike",
      idDocumentNumber: "X",
    });
    expect(withoutHiddenInput(["fee"], ["money"])).toEqual(["fee"]);
    expect(hiddenGroupOfField("marketValue")).toBe("money");
    expect(hiddenGroupOfField("name")).toBeUndefined();
  });
});
