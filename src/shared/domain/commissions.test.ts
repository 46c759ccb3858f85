import { describe, expect, it } from "vitest";

import {
  balanceOf,
  commissionStateOf,
  dealInstalments,
  isOverdue,
  mandateInstalments,
  operationInstalments,
  overpaidOf,
  quarterBounds,
  quarterKey,
  quarterLabel,
} from "./commissions";

describe("quarters", () => {
  it("names and bounds the quarter of a day", () => {
    expect(quarterKey("2026-01-01")).toBe("2026-T1");
    expect(quarterKey("2026-11-23")).toBe("2026-T4");
    expect(quarterBounds("2026-11-23")).toEqual({ start: "2026-10-01", end: "2026-12-31" });
    expect(quarterBounds("2028-02-29")).toEqual({ start: "2028-01-01", end: "2028-03-31" });
    expect(quarterBounds("2026-06-30")).toEqual({ start: "2026-04-01", end: "2026-06-30" });
    expect(quarterLabel("2026-T4")).toBe("T4 2026");
  });
});

describe("deal commission", () => {
  const active = { stage: "Activa", feeAmount: 250_000, commissionPercent: 10, startDate: "2026-03-01" };

  it("is the percent of the fee, due on the start date", () => {
    expect(dealInstalments(active, "2026-11-23")).toEqual([{ period: "fee", dueDate: "2026-03-01", amount: 25_000 }]);
  });

  it("falls due on the fallback day when the deal has no start date", () => {
    expect(dealInstalments({ ...active, startDate: null }, "2026-11-23")[0]?.dueDate).toBe("2026-11-23");
  });

  it("rounds to cents", () => {
    expect(dealInstalments({ ...active, feeAmount: 1_000.01, commissionPercent: 12.5 }, "2026-11-23")[0]?.amount).toBe(
      125,
    );
  });

  it("earns nothing outside Activa, without an amount or at 0 %", () => {
    expect(dealInstalments({ ...active, stage: "Negociación" }, "2026-11-23")).toEqual([]);
    expect(dealInstalments({ ...active, feeAmount: null }, "2026-11-23")).toEqual([]);
    expect(dealInstalments({ ...active, commissionPercent: 0 }, "2026-11-23")).toEqual([]);
  });
});

describe("mandate commission", () => {
  it("pays a quarter of the yearly commission per full quarter, across the year end", () => {
    const instalments = mandateInstalments({
      startDate: "2026-10-01",
      endDate: "2027-06-30",
      commissionPercent: 10,
      annualRemuneration: 400_000,
    });
    expect(instalments).toEqual([
      { period: "2026-T4", dueDate: "2026-12-31", amount: 10_000 },
      { period: "2027-T1", dueDate: "2027-03-31", amount: 10_000 },
      { period: "2027-T2", dueDate: "2027-06-30", amount: 10_000 },
    ]);
  });

  it("prorates the quarters it only partly covers by their days", () => {
    const instalments = mandateInstalments({
      startDate: "2026-11-16",
      endDate: "2027-01-15",
      commissionPercent: 10,
      annualRemuneration: 920_000,
    });
    // Q4 2026 has 92 days, 46 of them covered; Q1 2027 has 90 days, 15 of them covered.
    expect(instalments).toEqual([
      { period: "2026-T4", dueDate: "2026-12-31", amount: 11_500 },
      { period: "2027-T1", dueDate: "2027-03-31", amount: 3_833.33 },
    ]);
  });

  it("adds up to the yearly commission times the years for a two-year mandate on quarter bounds", () => {
    const instalments = mandateInstalments({
      startDate: "2026-07-01",
      endDate: "2028-06-30",
      commissionPercent: 5,
      annualRemuneration: 1_000_000,
    });
    expect(instalments).toHaveLength(8);
    expect(instalments.reduce((sum, instalment) => sum + instalment.amount, 0)).toBe(100_000);
  });

  it("earns nothing without a remuneration", () => {
    expect(
      mandateInstalments({
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        commissionPercent: 5,
        annualRemuneration: null,
      }),
    ).toEqual([]);
  });
});

describe("balance and overdue", () => {
  it("is an instalment past its due date with part of it still to arrive", () => {
    expect(isOverdue({ dueDate: "2026-09-30", amount: 8250, receivedAmount: 0 }, "2026-11-23")).toBe(true);
    expect(isOverdue({ dueDate: "2026-11-23", amount: 8250, receivedAmount: 0 }, "2026-11-23")).toBe(false);
    expect(isOverdue({ dueDate: "2026-09-30", amount: 8250, receivedAmount: 8250 }, "2026-11-23")).toBe(false);
    expect(isOverdue({ dueDate: "2026-09-30", amount: 8250, receivedAmount: 8000 }, "2026-11-23")).toBe(true);
  });

  it("leaves the shortfall of a partial payment as the balance, and nothing below zero", () => {
    expect(balanceOf({ amount: 8250, receivedAmount: 8000 })).toBe(250);
    expect(balanceOf({ amount: 8250.1, receivedAmount: 0.2 })).toBe(8249.9);
    expect(balanceOf({ amount: 8250, receivedAmount: 9000 })).toBe(0);
  });

  it("counts what arrived past the amount as overpaid, to the cent", () => {
    expect(overpaidOf({ amount: 8250, receivedAmount: 9000 })).toBe(750);
    expect(overpaidOf({ amount: 0.3, receivedAmount: 0.4 })).toBe(0.1);
    expect(overpaidOf({ amount: 8250, receivedAmount: 8000 })).toBe(0);
  });

  it("earns a signed operation's fixed fee once, when the contract starts", () => {
    const signed = {
      stage: "Firmada",
      agentFeePercent: null,
      agentFeeAmount: 300_000,
      salary: 2_000_000,
      startDate: "2027-07-01",
      endDate: "2030-06-30",
      signedOn: "2027-06-20",
    };
    expect(operationInstalments(signed, "2027-06-01")).toEqual([
      { period: "fee", dueDate: "2027-07-01", amount: 300_000 },
    ]);
    expect(operationInstalments({ ...signed, startDate: null }, "2027-06-01")[0]?.dueDate).toBe("2027-06-20");
    expect(operationInstalments({ ...signed, stage: "Acuerdo" }, "2027-06-01")).toEqual([]);
  });

  it("earns a percent of the salary quarter by quarter over the contract, pro rata", () => {
    const signed = {
      stage: "Firmada",
      agentFeePercent: 10,
      agentFeeAmount: null,
      salary: 2_000_000,
      startDate: "2027-08-16",
      endDate: "2028-06-30",
      signedOn: null,
    };
    const instalments = operationInstalments(signed, "2027-08-01");
    // 10 % of 2 M a year is 50.000 a quarter; the third quarter is covered from 16 August: 46 of 92 days.
    expect(instalments[0]).toEqual({ period: "2027-T3", dueDate: "2027-09-30", amount: 25_000 });
    expect(instalments.map((instalment) => instalment.period)).toEqual(["2027-T3", "2027-T4", "2028-T1", "2028-T2"]);
    expect(instalments[3]?.amount).toBe(50_000);
    // Without the contract's dates or the salary the fee cannot be computed yet.
    expect(operationInstalments({ ...signed, endDate: null }, "2027-08-01")).toEqual([]);
    expect(operationInstalments({ ...signed, salary: null }, "2027-08-01")).toEqual([]);
  });

  it("follows the salary of each season the club contract sets, not an average", () => {
    const signed = {
      stage: "Firmada",
      agentFeePercent: 10,
      agentFeeAmount: null,
      salary: 1_500_000,
      startDate: "2027-07-01",
      endDate: "2029-06-30",
      signedOn: null,
    };
    const seasons = [
      { season: "2027/28", salary: 1_000_000 },
      { season: "2028/29", salary: 2_000_000 },
    ];
    const amounts = operationInstalments(signed, "2027-07-01", seasons).map(({ period, amount }) => [period, amount]);
    expect(amounts).toEqual([
      ["2027-T3", 25_000],
      ["2027-T4", 25_000],
      ["2028-T1", 25_000],
      ["2028-T2", 25_000],
      ["2028-T3", 50_000],
      ["2028-T4", 50_000],
      ["2029-T1", 50_000],
      ["2029-T2", 50_000],
    ]);
    // A season the contract does not list keeps the operation's salary.
    expect(operationInstalments(signed, "2027-07-01", seasons.slice(0, 1))[4]?.amount).toBe(37_500);
    // And so does one written with no salary yet.
    expect(operationInstalments(signed, "2027-07-01", [{ season: "2027/28", salary: 0 }])[0]?.amount).toBe(37_500);
  });
});

describe("state", () => {
  const base = { receivedAt: null, archived: false, overdue: false, receivedAmount: 0 };
  it("reads received, archived, overdue, partial and pending in that order", () => {
    expect(commissionStateOf({ ...base, receivedAt: "2026-10-02", archived: true })).toBe("received");
    expect(commissionStateOf({ ...base, archived: true, receivedAmount: 100 })).toBe("archived");
    expect(commissionStateOf({ ...base, overdue: true, receivedAmount: 100 })).toBe("overdue");
    expect(commissionStateOf({ ...base, receivedAmount: 100 })).toBe("partial");
    expect(commissionStateOf(base)).toBe("pending");
  });
});
