import { expect, it } from "vitest";

import { typoDistance, typosAllowed } from "./typo-distance";

it.each([
  ["salvatierra", "salvatierra", 0],
  ["salvatiera", "salvatierra", 1],
  ["ferriera", "ferreira", 1],
  ["alvaor", "alvaro", 1],
  ["nicolas", "nicola", 1],
  ["diego", "pablo", 4],
])("%s -> %s: %d", (a, b, distance) => {
  expect(typoDistance(a, b)).toBe(distance);
});

it("allows no typo in short words, one from five letters, two from eight", () => {
  expect(typosAllowed("ruiz")).toBe(0);
  expect(typosAllowed("diego")).toBe(1);
  expect(typosAllowed("salvatierra")).toBe(2);
});
