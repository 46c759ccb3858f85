import { describe, expect, it } from "vitest";

import { ASSISTANT_ROLES, ROLE_POLICIES, TEAM_RESOURCES } from "../../../shared/domain/team-roles";
import { readQuestion, type CatalogueContext } from "../offline/answers/catalogue-answers";
import { normalizeQuestion } from "../offline/understanding/normalize";
import { ASKED_AREAS, CATALOGUE, NOT_ASKED } from "./catalogue";

const context: CatalogueContext = {
  today: "2026-11-27",
  access: { reach: null, hidden: [] },
  mayRead: () => true,
  named: { players: [], brands: [], clubs: [], people: [] },
};

describe("the assistant's catalogue", () => {
  it("covers every area of the roles table but those it does not read", () => {
    const covered = new Set(CATALOGUE.map((resource) => resource.team));
    expect(ASKED_AREAS.filter((area) => !covered.has(area))).toEqual([]);
    expect([...ASKED_AREAS, ...NOT_ASKED].sort()).toEqual([...TEAM_RESOURCES].sort());
  });

  it("reads a question about each resource by its own name", () => {
    const unread = CATALOGUE.filter((resource) => {
      const reading = readQuestion(normalizeQuestion(`que ${resource.many} hay`), context, 1);
      return reading?.resource.key !== resource.key;
    }).map((resource) => resource.key);
    expect(unread).toEqual([]);
  });

  it("keeps names, keys and state words unique where a question tells resources apart", () => {
    const keys = CATALOGUE.map((resource) => resource.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const resource of CATALOGUE) {
      expect(resource.from, resource.key).toMatch(/\bt\b/);
      for (const value of resource.state?.values ?? [])
        expect(value.words.length, `${resource.key} ${value.value}`).toBeGreaterThan(0);
    }
  });
});

describe("a question read into a query", () => {
  const named = {
    ...context,
    named: {
      players: [{ id: "00000000-0000-4000-8000-000000000001", name: "Álvaro Martín Ruiz" }],
      brands: [],
      clubs: [{ id: "00000000-0000-4000-8000-000000000002", name: "Northbridge FC" }],
      people: [],
    },
  };

  it("filters by player, club, state and the past period it names", () => {
    const reading = readQuestion("ofertas pendientes por alvaro del northbridge el mes pasado", named, 1)!;
    expect(reading.resource.key).toBe("offers");
    expect(reading.query.playerIds).toEqual(["00000000-0000-4000-8000-000000000001"]);
    expect(reading.query.clubIds).toEqual(["00000000-0000-4000-8000-000000000002"]);
    expect(reading.query.states?.map((value) => value.value)).toEqual(["pendiente"]);
    expect(reading.query.period).toEqual({ from: "2026-10-01", to: "2026-10-31", on: "date" });
  });

  it("counts, sums, and takes the first due or the last one", () => {
    expect(readQuestion("cuantas tareas vencidas tengo", context, 1)).toMatchObject({
      asked: "count",
      query: { pending: undefined },
    });
    expect(readQuestion("cuanto hemos cobrado en 2025", context, 1)).toMatchObject({
      asked: "sum",
      resource: { key: "payments" },
      query: { period: { from: "2025-01-01", to: "2025-12-31" } },
    });
    expect(readQuestion("cual es la proxima oferta que vence", context, 1)).toMatchObject({
      asked: "first",
      query: { limit: 1, order: "due" },
    });
    expect(readQuestion("cuando fue la ultima llamada", context, 1)).toMatchObject({
      asked: "last",
      resource: { key: "contact-log" },
    });
  });

  it("reads a club's interest in a player as his operations", () => {
    expect(readQuestion("que clubes preguntan por alvaro", named, 1)?.resource.key).toBe("operations");
  });
});

describe("who the assistant reads for", () => {
  it("is granted only to roles that reach every player: its older tools read the whole portfolio", () => {
    // consultar_datos and the offline engine cut by reach; the other read tools do not. Granting the assistant to a
    // role of assigned scope must first cut them too, and this test says so.
    for (const role of ASSISTANT_ROLES) expect(ROLE_POLICIES[role].scope, role).toBe("all");
  });
});
