import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { useSignedInApp } from "../test/signed-in-app";

const existing: Record<string, string> = {};
const refs: { playerId: string; brandId: string } = { playerId: "", brandId: "" };

const resources = [
  {
    path: "/api/players",
    table: "players",
    fields: [
      "name",
      "position",
      "nationality",
      "team",
      "birthDate",
      "instagramFollowers",
      "engagementRate",
      "sentiment",
      "marketValue",
      "contractUntil",
    ],
  },
  { path: "/api/brands", table: "brands", fields: ["name", "sector", "contactEmail", "logo"] },
  {
    path: "/api/deals",
    table: "deals",
    fields: ["playerId", "brandId", "stage", "type", "fee", "deliverables", "startDate", "renewDate"],
  },
  {
    path: "/api/investments",
    table: "investments",
    fields: ["playerId", "type", "name", "amount", "risk", "status", "date", "expectedReturn"],
  },
  { path: "/api/events", table: "events", fields: ["playerId", "type", "title", "date", "time", "location", "status"] },
  { path: "/api/news", table: "news", fields: ["playerId", "title", "source", "sentiment", "date", "excerpt"] },
  {
    path: "/api/documents",
    table: "documents",
    fields: ["playerId", "brandId", "type", "name", "date", "status", "url"],
  },
  {
    path: "/api/okrs",
    table: "okrs",
    fields: ["objective", "description", "quarter", "year", "status", "keyResults", "playerId"],
  },
  {
    path: "/api/approvals",
    table: "approvals",
    fields: ["playerId", "kind", "title", "detail", "amount", "scheduledFor", "status"],
  },
];

const t = useSignedInApp();
beforeAll(async () => {
  const f = t.make;
  refs.playerId = (await f.player()).id;
  refs.brandId = (await f.brand()).id;
  const bodies: Record<string, unknown> = {
    "/api/players": { name: "Base", position: "Portero", nationality: "España", team: "Equipo" },
    "/api/brands": { name: "Base", sector: "Deportes" },
    "/api/deals": { ...refs },
    "/api/investments": { playerId: refs.playerId, type: "Fondo", name: "Base", date: "2026-01-01" },
    "/api/events": { playerId: refs.playerId, type: "Partido", title: "Base", date: "2026-01-01", time: "10:00" },
    "/api/news": { playerId: refs.playerId, title: "Base", source: "Base", date: "2026-01-01" },
    "/api/documents": { playerId: refs.playerId, type: "NDA", name: "Base", date: "2026-01-01" },
    "/api/okrs": { objective: "Base", keyResults: [{ title: "KR" }] },
    "/api/approvals": { playerId: refs.playerId, kind: "renewal", title: "Base" },
  };
  for (const resource of resources) existing[resource.path] = (await f.create(resource.path, bodies[resource.path])).id;
});

async function fingerprint(table: string): Promise<string> {
  const result = await t.database.pool.query(
    `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${table} t`,
  );
  return result.rows[0].print as string;
}

// Values that stress parsers and the database: wrong types, edge numbers, odd strings, real-looking ids.
const nastyValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "2026-02-30",
    "99:99",
    "Activa",
    "Q5",
    "\u0000",
    "1e309",
    "-1",
    "NaN",
    "'; drop table players; --",
  ),
  fc.double(),
  fc.integer(),
  fc.bigInt().map(String),
  fc.constantFrom(null, true, [], {}, [{}], [{ title: 1 }], "00000000-0000-4000-8000-000000000000"),
);

describe("random request bodies", () => {
  for (const resource of resources) {
    it(`never cause a 500 on ${resource.path} and change nothing when rejected`, async () => {
      const body = fc.oneof(
        fc.dictionary(fc.constantFrom(...resource.fields, "id", "createdAt", "otro"), nastyValue, { maxKeys: 6 }),
        fc.anything({ maxDepth: 2 }),
      );
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (json, asPatch) => {
          const before = await fingerprint(resource.table);
          const response = await t.request(asPatch ? `${resource.path}/${existing[resource.path]}` : resource.path, {
            method: asPatch ? "PATCH" : "POST",
            body: JSON.stringify(json) ?? "",
            headers: { "Content-Type": "application/json" },
          });
          expect(response.status, await response.clone().text()).toBeLessThan(500);
          if (response.status >= 400) {
            expect(await fingerprint(resource.table)).toBe(before);
            const payload = (await response.json()) as { error?: { message?: string } };
            expect(payload.error?.message).toBeTruthy();
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
