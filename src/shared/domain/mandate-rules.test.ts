import { describe, expect, it } from "vitest";

import { shiftMonths } from "./calendar-day";
import { DEFAULT_FIFA_RULES } from "./fifa-rules";
import {
  commissionWarnings,
  exceedsMaxDuration,
  fifaRegistrationPending,
  guardianWarnings,
  MANDATE_MESSAGES,
  mandateStatus,
  periodsOverlap,
  serviceFeeCapUsd,
} from "./mandate-rules";

const book = DEFAULT_FIFA_RULES;
const messages = (warnings: { message: string }[]) => warnings.map((warning) => warning.message);

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

  it("caps the fee as FIFA does: 5 % of the first USD 200.000 and 3 % of the rest", () => {
    expect(serviceFeeCapUsd(2_400_000)).toBe(76_000); // FIFA's own example
    expect(serviceFeeCapUsd(200_000)).toBe(10_000); // at the threshold, 5 % of all of it
    expect(serviceFeeCapUsd(150_000)).toBe(7_500);
    expect(serviceFeeCapUsd(300_000)).toBe(13_000); // 10.000 + 3 % of 100.000
  });

  it("warns above the cap, with the rule's status and source beside the warning", () => {
    // One euro is one dollar here so that FIFA's figures read directly: 76.000 on 2,4 M is 3,1667 %.
    expect(commissionWarnings(3.16, 2_400_000, 1, book)).toEqual([]);
    const [warning] = commissionWarnings(3.17, 2_400_000, 1, book);
    expect(warning).toEqual({
      rule: "service-fee-cap",
      message: "La comisión (3,17 %) supera el límite FIFA: 3,17 % para esta remuneración",
      status: "suspendida",
      source: book["service-fee-cap"].source,
    });
    // At the threshold the whole remuneration is capped at 5 %; just above, the excess only at 3 %.
    expect(commissionWarnings(5, 200_000, 1, book)).toEqual([]);
    expect(messages(commissionWarnings(5.01, 200_000, 1, book))).toHaveLength(1);
    expect(commissionWarnings(4.6, 250_000, 1, book)).toEqual([]); // cap 10.000 + 1.500 = 11.500, 4,6 %
    expect(messages(commissionWarnings(4.7, 250_000, 1, book))).toEqual([
      "La comisión (4,7 %) supera el límite FIFA: 4,6 % para esta remuneración",
    ]);
    // The dollar rate converts the euros before the threshold applies.
    expect(commissionWarnings(5, 185_000, 1.08, book)).toEqual([]);
    expect(messages(commissionWarnings(6, null, 1.08, book))).toEqual([MANDATE_MESSAGES.capUnknown]);
    expect(commissionWarnings(5, null, 1.08, book)).toEqual([]);
  });

  it("warns on a minor's mandate until the guardian and the written consent are recorded", () => {
    const mandate = { startDate: "2026-11-24", guardianName: "", guardianConsentOn: null };
    expect(messages(guardianWarnings(mandate, "2009-06-01", book))).toEqual([
      "Jugador menor de edad: faltan el tutor legal y su consentimiento por escrito",
    ]);
    expect(messages(guardianWarnings({ ...mandate, guardianName: "Ana Ruiz" }, "2009-06-01", book))).toEqual([
      "Jugador menor de edad: falta su consentimiento por escrito",
    ]);
    expect(
      guardianWarnings({ ...mandate, guardianName: "Ana Ruiz", guardianConsentOn: "2026-11-20" }, "2009-06-01", book),
    ).toEqual([]);
    // Eighteen on the day the mandate starts is an adult; unknown birth date is not judged.
    expect(guardianWarnings(mandate, "2008-11-24", book)).toEqual([]);
    expect(guardianWarnings(mandate, null, book)).toEqual([]);
  });

  it("moves by months the way a calendar does", () => {
    expect(shiftMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftMonths("2026-03-31", -2)).toBe("2026-01-31");
    expect(shiftMonths("2026-12-15", 2)).toBe("2027-02-15");
  });
});
