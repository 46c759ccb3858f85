import { afterAll, beforeAll, expect, it } from "vitest";
import type { Dashboard } from "../../shared/schemas/dashboard";
import { fixtures } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterAll(() => t.close());

it("answers an empty portfolio with zeros, not errors", async () => {
  const response = await t.request("/api/dashboard", { cookie });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    players: { total: 0, newThisMonth: 0 },
    followers: { total: 0, growthPercent: null },
    engagement: { average: 0, benchmark: 4.2, differenceFromBenchmark: 0 },
    deals: { active: 0, total: 0 },
    featuredPlayers: [],
    upcomingEvents: [],
    recentNews: [],
  });
});

it("computes the figures from the data", async () => {
  const f = fixtures(t, cookie);
  const a = await f.player({ instagramFollowers: 1_000_000, tiktokFollowers: 500_000, xFollowers: 100_000, youtubeFollowers: 9, engagementRate: 3 });
  await f.player({ instagramFollowers: 400_000, engagementRate: 6 });
  const brand = await f.brand();
  await f.deal(a.id, brand.id, { stage: "Activa" });
  await f.deal(a.id, brand.id, { stage: "Cerrada" });
  const dashboard = (await (await t.request("/api/dashboard", { cookie })).json()) as Dashboard;
  expect(dashboard.players).toEqual({ total: 2, newThisMonth: 2 });
  expect(dashboard.followers.total).toBe(2_000_000);
  expect(dashboard.engagement).toEqual({ average: 4.5, benchmark: 4.2, differenceFromBenchmark: 0.3 });
  expect(dashboard.deals).toEqual({ active: 1, total: 2 });
  expect(dashboard.featuredPlayers).toHaveLength(2);
});

it("needs a session", async () => {
  expect((await t.request("/api/dashboard")).status).toBe(401);
});
