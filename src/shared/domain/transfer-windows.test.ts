import { describe, expect, it } from "vitest";

import {
  formatMonthDay,
  isMonthDay,
  leaguesOf,
  nextWindowChange,
  windowOccurrences,
  windowsOfLeague,
} from "./transfer-windows";

describe("transfer windows", () => {
  it("dates a summer window in the years asked", () => {
    expect(windowOccurrences({ startDay: "07-01", endDay: "09-01" }, "2026-08-15", "2027-08-15")).toEqual([
      { startDate: "2026-07-01", endDate: "2026-09-01" },
      { startDate: "2027-07-01", endDate: "2027-09-01" },
    ]);
    expect(windowOccurrences({ startDay: "07-01", endDay: "09-01" }, "2026-09-02", "2026-12-31")).toEqual([]);
  });

  it("carries a window that crosses New Year into the next year", () => {
    expect(windowOccurrences({ startDay: "12-15", endDay: "01-31" }, "2027-01-10", "2027-01-10")).toEqual([
      { startDate: "2026-12-15", endDate: "2027-01-31" },
    ]);
  });

  it("accepts month-days that exist", () => {
    expect(isMonthDay("02-29")).toBe(true);
    expect(isMonthDay("02-30")).toBe(false);
    expect(isMonthDay("13-01")).toBe(false);
    expect(isMonthDay("7-1")).toBe(false);
  });
});

describe("a league's windows on a club page", () => {
  const windows = [
    { league: "LaLiga", name: "Invierno", startDay: "01-02", endDay: "02-03" },
    { league: "LaLiga", name: "Verano", startDay: "07-01", endDay: "09-01" },
    { league: "Premier League", name: "Verano", startDay: "06-16", endDay: "09-01" },
  ];

  it("gives each window of the league its next dates, the open one first", () => {
    expect(windowsOfLeague(windows, " laliga ", "2026-08-15")).toEqual([
      { name: "Verano", startDate: "2026-07-01", endDate: "2026-09-01", open: true },
      { name: "Invierno", startDate: "2027-01-02", endDate: "2027-02-03", open: false },
    ]);
  });

  it("moves a closed window to next year and leaves other leagues out", () => {
    expect(windowsOfLeague(windows, "LaLiga", "2026-09-02")).toEqual([
      { name: "Invierno", startDate: "2027-01-02", endDate: "2027-02-03", open: false },
      { name: "Verano", startDate: "2027-07-01", endDate: "2027-09-01", open: false },
    ]);
    expect(windowsOfLeague(windows, "Serie A", "2026-09-02")).toEqual([]);
  });
});

describe("the market's next turn", () => {
  const windows = [
    { league: "LaLiga", name: "Invierno", startDay: "01-02", endDay: "02-02" },
    { league: "Premier League", name: "Invierno", startDay: "01-01", endDay: "02-03" },
    { league: "LaLiga", name: "Verano", startDay: "07-01", endDay: "09-01" },
  ];

  it("names the open window closing first, with the days left", () => {
    expect(nextWindowChange(windows, "2027-01-20")).toEqual({
      league: "LaLiga",
      name: "Invierno",
      open: true,
      date: "2027-02-02",
      days: 13,
    });
  });

  it("with none open, names the next to open; without windows, nothing", () => {
    expect(nextWindowChange(windows, "2026-11-24")).toEqual({
      league: "Premier League",
      name: "Invierno",
      open: false,
      date: "2027-01-01",
      days: 38,
    });
    expect(nextWindowChange([], "2026-11-24")).toBeNull();
  });
});

it("offers each league with windows once", () => {
  expect(leaguesOf([{ league: "LaLiga" }, { league: "Premier League" }, { league: "LaLiga" }])).toEqual([
    "LaLiga",
    "Premier League",
  ]);
});

describe("a yearly day in words", () => {
  it("says the day and the month's name", () => {
    expect(formatMonthDay("07-01")).toBe("1 de julio");
    expect(formatMonthDay("02-29")).toBe("29 de febrero");
    expect(formatMonthDay("12-31")).toBe("31 de diciembre");
  });
});
