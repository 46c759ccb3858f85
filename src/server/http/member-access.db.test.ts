import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { MEMBER_ROLES, ROLE_POLICIES, roleMay, type MemberRole } from "../../shared/domain/team-roles";
import { WHOLE_AGENCY_FEED } from "../modules/calendar-feed/routes";
import { sessionRoutes } from "../test/api-routes";
import { memberSession } from "../test/member-session";
import { createTestApp, type TestApp } from "../test/test-app";
import { roleRefusal } from "./member-access";
import { actionOf, resourceOf } from "./route-resources";

let t: TestApp;
const cookies = new Map<MemberRole, string>();
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.signIn();
  cookies.set("direccion", owner);
  for (const role of MEMBER_ROLES.filter((role) => role !== "direccion"))
    cookies.set(role, (await memberSession(t, owner, role)).cookie);
});
afterAll(() => t.close());

const NO_SUCH_RECORD = "00000000-0000-4000-8000-000000000000";
const memberRoutes = () =>
  sessionRoutes(t)
    .filter((route) => !route.path.startsWith("/api/app/"))
    .map((route) => {
      const path = route.path.replace(/:[A-Za-z]+/g, NO_SUCH_RECORD).replace(/\*$/, "x");
      const inner = path.replace(/^\/api/, "");
      return {
        method: route.method,
        route: route.path,
        path,
        resource: resourceOf(route.method, inner),
        action: actionOf(route.method, inner),
      };
    });

describe("what each role may call", () => {
  it("answers every route × every role as the role's table says, from the app's own route list", async () => {
    const routes = memberRoutes();
    expect(routes.length).toBeGreaterThan(180);
    const wrong: string[] = [];
    for (const role of MEMBER_ROLES) {
      const cookie = cookies.get(role) ?? "";
      for (const { method, route, path, resource, action } of routes) {
        const allowed = resource === "own" || roleMay(role, resource, action);
        // A write the role may make would run: the gate's side of it is the same decision as a read's.
        if (allowed && method !== "GET") continue;
        const response = await t.request(path, { method, cookie, ...(method === "GET" ? {} : { json: {} }) });
        const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        // The agency's calendar feed carries every player: not handed to a member who reaches only theirs.
        const wholeAgency = body.error?.message === WHOLE_AGENCY_FEED && ROLE_POLICIES[role].scope === "assigned";
        if (allowed) {
          if (response.status === 403 && !wholeAgency)
            wrong.push(`${role} ${method} ${route}: 403 ${body.error?.message}`);
        } else if (response.status !== 403 || body.error?.message !== roleRefusal(role, resource, action)) {
          wrong.push(`${role} ${method} ${route}: ${response.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("leaves to dirección alone the routes no resource claims, and names each of them here", () => {
    const agencyOnly = memberRoutes()
      .filter((route) => route.resource === "agency")
      .map((route) => `${route.method} ${route.route}`);
    expect(agencyOnly.sort()).toEqual(
      [
        "DELETE /api/billing/verifactu/certificate",
        "GET /api/billing/verifactu",
        "POST /api/billing/verifactu/certificate",
        "PUT /api/billing/verifactu",
        "DELETE /api/sample-data",
        "DELETE /api/sample-data/kept",
        "GET /api/qa/integrity",
        "GET /api/sample-data/kept",
        "POST /api/sample-data",
      ].sort(),
    );
  });

  it("keeps members out of the player's app", async () => {
    for (const role of MEMBER_ROLES)
      expect((await t.request("/api/app/home", { cookie: cookies.get(role) ?? "" })).status).toBe(403);
  });
});
