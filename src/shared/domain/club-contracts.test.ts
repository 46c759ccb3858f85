import { describe, expect, it } from "vitest";

import { seasonOf } from "./calendar-day";
import {
  bonusWithinReach,
  contractWarnings,
  imageRightsShare,
  optionNoticeStage,
  seasonsBetween,
} from "./club-contracts";

const seasons = [
  { season: "2026/27", salary: 800_000 },
  { season: "2027/28", salary: 900_000 },
];

describe("the 85/15 rule on image rights", () => {
  it("measures image rights against the whole the club pays, every season", () => {
    // 150k × 2 seasons against 1.7M of salary: 300k of 2M, 15 % exactly, within the rule.
    expect(imageRightsShare({ seasons, imageRights: { company: "Imagen SL", annualAmount: 150_000 } })).toBeCloseTo(
      0.15,
    );
    expect(contractWarnings({ seasons, imageRights: { company: "Imagen SL", annualAmount: 150_000 } })).toEqual([]);
  });

  it("warns past 15 %, with the law it comes from", () => {
    const [warning] = contractWarnings({ seasons, imageRights: { company: "Imagen SL", annualAmount: 200_000 } });
    expect(warning?.message).toBe(
      "Los derechos de imagen son el 19 % del total: por encima del 15 %, el exceso tributa como rendimiento del trabajo",
    );
    expect(warning?.source).toBe("Ley 35/2006 del IRPF, art. 92.3 (regla 85/15)");
    expect(contractWarnings({ seasons, imageRights: null })).toEqual([]);
  });
});

describe("alerts of a contract", () => {
  it("rings an option's notice 60 days before and again 15 days before, not after the day", () => {
    expect(optionNoticeStage("2027-03-31", "2027-01-29")).toBeNull();
    expect(optionNoticeStage("2027-03-31", "2027-01-30")).toBe(60);
    expect(optionNoticeStage("2027-03-31", "2027-03-15")).toBe(60);
    expect(optionNoticeStage("2027-03-31", "2027-03-16")).toBe(15);
    expect(optionNoticeStage("2027-03-31", "2027-03-31")).toBe(15);
    expect(optionNoticeStage("2027-03-31", "2027-04-01")).toBeNull();
  });

  it("calls a bonus within reach from 80 % of its target until it is reached", () => {
    expect(bonusWithinReach({ target: 30, progress: 23 })).toBe(false);
    expect(bonusWithinReach({ target: 30, progress: 24 })).toBe(true);
    expect(bonusWithinReach({ target: 30, progress: 30 })).toBe(false);
  });

  it("names the season a day falls in, from July", () => {
    expect(seasonOf("2026-06-30")).toBe("2025/26");
    expect(seasonOf("2026-07-01")).toBe("2026/27");
    expect(seasonOf("2099-12-01")).toBe("2099/00");
  });

  it("lists every season a contract touches", () => {
    expect(seasonsBetween("2026-07-01", "2029-06-30")).toEqual(["2026/27", "2027/28", "2028/29"]);
    expect(seasonsBetween("2027-01-31", "2027-06-30")).toEqual(["2026/27"]);
    expect(seasonsBetween("2027-06-30", "2026-07-01")).toEqual([]);
  });
});
