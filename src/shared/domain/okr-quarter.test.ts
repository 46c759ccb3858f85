import { expect, it } from "vitest";

import { proposedOkrQuarter } from "./okr-quarter";

it.each([
  ["2026-01-05", "Q1", 2026],
  ["2026-03-09", "Q1", 2026],
  ["2026-03-11", "Q2", 2026],
  ["2026-06-30", "Q3", 2026],
  ["2026-11-25", "Q4", 2026],
  ["2026-12-10", "Q4", 2026],
  ["2026-12-11", "Q1", 2027],
])("on %s a new OKR is for %s %d", (today, quarter, year) => {
  expect(proposedOkrQuarter(today)).toEqual({ quarter, year });
});
