import { describe, expect, it } from "vitest";

import {
  ASSISTANT_ROLES,
  hiddenGroupsOf,
  MEMBER_ROLES,
  MONEY_RESOURCES,
  ROLE_POLICIES,
  roleMay,
  TEAM_ACTIONS,
  TEAM_RESOURCES,
} from "./team-roles";

describe("roles", () => {
  it("gives dirección every action on every resource and every field", () => {
    for (const resource of TEAM_RESOURCES)
      for (const action of TEAM_ACTIONS) expect(roleMay("direccion", resource, action)).toBe(true);
    expect(hiddenGroupsOf("direccion")).toEqual([]);
  });

  it("leaves members and the agency's settings to dirección alone", () => {
    for (const role of MEMBER_ROLES.filter((role) => role !== "direccion")) {
      expect(roleMay(role, "team", "create")).toBe(false);
      expect(roleMay(role, "team", "edit")).toBe(false);
      expect(roleMay(role, "agency", "read")).toBe(false);
    }
  });

  it("grants the ledger and investments only to roles that see money", () => {
    for (const role of MEMBER_ROLES)
      for (const resource of MONEY_RESOURCES)
        if (roleMay(role, resource, "read")) expect(hiddenGroupsOf(role)).not.toContain("money");
  });

  it("never grants an action on a resource the role cannot read", () => {
    for (const role of MEMBER_ROLES)
      for (const [resource, actions] of Object.entries(ROLE_POLICIES[role].grants))
        if (actions.length > 0) expect(actions, `${role} ${resource}`).toContain("read");
  });

  it("grants the assistant only to roles that read and write every resource it reaches", () => {
    for (const role of MEMBER_ROLES) {
      expect(roleMay(role, "assistant", "read")).toBe(ASSISTANT_ROLES.includes(role));
      if (ASSISTANT_ROLES.includes(role)) expect(hiddenGroupsOf(role)).toEqual([]);
    }
  });

  it("keeps lectura read-only and without figures", () => {
    for (const resource of TEAM_RESOURCES)
      for (const action of TEAM_ACTIONS.filter((action) => action !== "read"))
        expect(roleMay("lectura", resource, action)).toBe(false);
    expect(hiddenGroupsOf("lectura")).toEqual(["money", "identity", "medical"]);
  });

  it("hides identity numbers from accounting and every euro from scouts", () => {
    expect(hiddenGroupsOf("contabilidad")).toEqual(["identity", "medical"]);
    expect(hiddenGroupsOf("ojeador")).toContain("money");
    expect(hiddenGroupsOf("agente")).toEqual([]);
  });
});
