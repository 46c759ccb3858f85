import { describe, expect, it } from "vitest";

import { twoFactorStatus } from "./two-factor";

const joined = new Date("2026-11-01T10:00:00Z");

describe("two-factor sign-in: who must, and by when", () => {
  it("gives dirección and contabilidad fourteen days from joining, then blocks them", () => {
    const member = { role: "contabilidad" as const, twoFactorEnabled: false, createdAt: joined };
    expect(twoFactorStatus(member, new Date("2026-11-15T09:59:59Z"))).toEqual({
      enabled: false,
      required: true,
      deadline: "2026-11-15T10:00:00.000Z",
      blocked: false,
    });
    expect(twoFactorStatus(member, new Date("2026-11-15T10:00:01Z")).blocked).toBe(true);
    expect(twoFactorStatus({ ...member, role: "direccion" }, new Date("2027-01-01")).blocked).toBe(true);
  });

  it("leaves it optional for the other roles and players, and clears the deadline once on", () => {
    const late = new Date("2027-06-01");
    expect(twoFactorStatus({ role: "ojeador", twoFactorEnabled: false, createdAt: joined }, late)).toEqual({
      enabled: false,
      required: false,
      deadline: null,
      blocked: false,
    });
    expect(twoFactorStatus({ role: "player", twoFactorEnabled: false, createdAt: joined }, late).blocked).toBe(false);
    expect(twoFactorStatus({ role: "direccion", twoFactorEnabled: true, createdAt: joined }, late)).toMatchObject({
      enabled: true,
      deadline: null,
      blocked: false,
    });
  });
});
