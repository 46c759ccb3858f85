import { describe, expect, it } from "vitest";

import { ageOn } from "./age";
import { documentStatusBadge, isSigned } from "./documents";
import { averageEngagement, differenceFromBenchmark, engagementBarWidth } from "./engagement";
import {
  abbreviateFollowers,
  dashboardFollowers,
  followersInMillions,
  growthPercent,
  totalFollowers,
} from "./followers";
import { keyResultProgress, okrProgress } from "./okr-progress";
import { reputationOf, sentimentSplit } from "./sentiment";
import { DEAL_STAGES, dealActions, dealStageTone } from "./stages";

describe("OKR progress", () => {
  it("rounds current/target to a percent and caps it at 100", () => {
    expect(keyResultProgress({ current: 1, target: 3 })).toBe(33);
    expect(keyResultProgress({ current: 2, target: 3 })).toBe(67);
    expect(keyResultProgress({ current: 150, target: 100 })).toBe(100);
    expect(keyResultProgress({ current: 0, target: 100 })).toBe(0);
    expect(keyResultProgress({ current: 5, target: 0 })).toBe(0);
  });

  it("averages key results, rounded, and is 0 without any", () => {
    expect(okrProgress([])).toBe(0);
    expect(
      okrProgress([
        { current: 50, target: 100 },
        { current: 25, target: 100 },
      ]),
    ).toBe(38);
    expect(
      okrProgress([
        { current: 200, target: 100 },
        { current: 0, target: 10 },
      ]),
    ).toBe(50);
  });
});

describe("followers", () => {
  it("abbreviates millions with one decimal and thousands with none", () => {
    expect(abbreviateFollowers(2_300_000)).toBe("2,3\u00a0M");
    expect(abbreviateFollowers(1_000_000)).toBe("1,0\u00a0M");
    // Half up on the exact count, where floating point would make 1,45 read 1,4.
    expect(abbreviateFollowers(1_450_000)).toBe("1,5\u00a0M");
    expect(abbreviateFollowers(850_000)).toBe("850\u00a0K");
    expect(abbreviateFollowers(999_499)).toBe("999\u00a0K");
    expect(abbreviateFollowers(999_600)).toBe("1,0\u00a0M");
    expect(abbreviateFollowers(1_000)).toBe("1\u00a0K");
    expect(abbreviateFollowers(999)).toBe("999");
  });

  it("totals three networks for the dashboard and four for the player", () => {
    const social = { instagram: 1_000, tiktok: 200, x: 30, youtube: 4 };
    expect(dashboardFollowers(social)).toBe(1_230);
    expect(totalFollowers(social)).toBe(1_234);
    expect(followersInMillions(12_345_678)).toBe("12,3\u00a0M");
    // An agency under a million reads as the player's page does.
    expect(followersInMillions(61_250)).toBe("61\u00a0K");
  });

  it("measures growth in percent with one decimal", () => {
    expect(growthPercent(1_125, 1_000)).toBe(12.5);
    expect(growthPercent(900, 1_000)).toBe(-10);
    expect(growthPercent(10, 0)).toBeNull();
    expect(growthPercent(10, null)).toBeNull();
  });
});

describe("sentiment split", () => {
  it("keeps the recorded shares and gives neutral the rest, unknown while a share is missing", () => {
    expect(sentimentSplit(78, 5)).toEqual({ positive: 78, neutral: 17, negative: 5 });
    expect(sentimentSplit(60, 40)).toEqual({ positive: 60, neutral: 0, negative: 40 });
    expect(sentimentSplit(78, null)).toEqual({ positive: 78, neutral: null, negative: null });
    expect(sentimentSplit(null, null)).toEqual({ positive: null, neutral: null, negative: null });
  });

  it("gives a reputation badge only to a recorded positive share", () => {
    expect(reputationOf(null)).toBeNull();
    expect(reputationOf(82)?.text).toBe("Excelente reputación");
    expect(reputationOf(50)?.text).toBe("Buena reputación");
    expect(reputationOf(49)?.text).toBe("Reputación en riesgo");
  });
});

describe("engagement", () => {
  it("compares the average with the 4.2% benchmark", () => {
    expect(averageEngagement([4.8, 5.6, 4.6])).toBe(5);
    expect(differenceFromBenchmark(5)).toBe(0.8);
    expect(averageEngagement([])).toBe(0);
    expect(engagementBarWidth(4.5)).toBe(45);
    expect(engagementBarWidth(12)).toBe(100);
  });
});

describe("deal stages", () => {
  it("lists the four stages with their badge tones", () => {
    expect(DEAL_STAGES).toEqual(["Prospect", "Negociación", "Activa", "Cerrada"]);
    expect(DEAL_STAGES.map(dealStageTone)).toEqual(["muted", "warning", "success", "destructive"]);
  });

  it("offers approve/reject only in negotiation", () => {
    expect(dealActions("Negociación")).toEqual(["approve", "reject"]);
    expect(dealActions("Activa")).toEqual(["edit", "delete"]);
  });
});

describe("documents", () => {
  it("treats only firmado as signed", () => {
    expect(isSigned("firmado")).toBe(true);
    expect(isSigned("pendiente")).toBe(false);
    expect(documentStatusBadge("borrador")).toEqual({ label: "Pendiente", tone: "warning" });
  });
});

describe("age", () => {
  it("counts whole years, the birthday included", () => {
    expect(ageOn("2000-03-15", "2026-03-14")).toBe(25);
    expect(ageOn("2000-03-15", "2026-03-15")).toBe(26);
  });
});
