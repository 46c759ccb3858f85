import { describe, expect, it } from "vitest";

import { shiftMonths } from "./calendar-day";
import {
  commissionWarnings,
  exceedsMaxDuration,
  fifaRegistrationPending,
  MANDATE_MESSAGES,
  mandateStatus,
  periodsOverlap,
} from "./mandate-rules";

describe("mandate rules", () => {
  it("allows two years exactly and refuses one day more", () => {
    expect(exceedsMaxDuration("2026-01-01", "2028-01-01")).toBe(false);
    expect(exceedsMaxDuration("2026-01-01", "2028-01-02")).toBe(true);
    // From 29 February two years on is 28 February.
    expect(exceedsMaxDuration("2024-02-29", "2026-02-28")).toBe(false);
    expect(exceedsMaxDuration("2024-02-29", "2026-03-01")).toBe(true);
  });

  it("counts a single shared day as an overlap", () => {
    expect(
      periodsOverlap(
        { startDate: "2026-01-01", endDate: "2026-06-30" },
        { startDate: "2026-06-30", endDate: "2027-01-01" },
      ),
    ).toBe(true);
    expect(
      periodsOverlap(
        { startDate: "2026-01-01", endDate: "2026-06-30" },
        { startDate: "2026-07-01", endDate: "2027-01-01" },
      ),
    ).toBe(false);
    expect(
      periodsOverlap(
        { startDate: "2026-03-01", endDate: "2026-04-01" },
        { startDate: "2026-01-01", endDate: "2026-12-31" },
      ),
    ).toBe(true);
  });

  it("is Por vencer from two months before the end, and Vencido the day after it", () => {
    expect(mandateStatus("2027-03-31", "2027-01-30")).toBe("Vigente");
    expect(mandateStatus("2027-03-31", "2027-01-31")).toBe("Por vencer");
    expect(mandateStatus("2027-03-31", "2027-03-31")).toBe("Por vencer");
    expect(mandateStatus("2027-03-31", "2027-04-01")).toBe("Vencido");
  });

  it("flags a mandate not on the FIFA platform after its 14th day", () => {
    expect(fifaRegistrationPending("2026-11-01", null, "2026-11-15")).toBe(false);
    expect(fifaRegistrationPending("2026-11-01", null, "2026-11-16")).toBe(true);
    expect(fifaRegistrationPending("2026-11-01", "2026-11-20", "2026-12-01")).toBe(false);
  });

  it("warns above the suspended FIFA caps: 3 % above USD 200,000 a year, 5 % up to it", () => {
    // 1.08 USD per euro: 185,185 euros is the threshold.
    expect(commissionWarnings(3, 1_000_000, 1.08)).toEqual([]);
    expect(commissionWarnings(3.5, 1_000_000, 1.08)).toEqual([MANDATE_MESSAGES.capAbove]);
    expect(commissionWarnings(5, 185_000, 1.08)).toEqual([]);
    expect(commissionWarnings(5.5, 185_000, 1.08)).toEqual([MANDATE_MESSAGES.capUpTo]);
    expect(commissionWarnings(4, 186_000, 1.08)).toEqual([MANDATE_MESSAGES.capAbove]);
    expect(commissionWarnings(6, null, 1.08)).toEqual([MANDATE_MESSAGES.capUpTo]);
  });

  it("moves by months the way a calendar does", () => {
    expect(shiftMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftMonths("2026-03-31", -2)).toBe("2026-01-31");
    expect(shiftMonths("2026-12-15", 2)).toBe("2027-02-15");
  });
});
