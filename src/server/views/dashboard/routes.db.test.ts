import { expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { quarterBounds, quarterKey } from "../../../shared/domain/commissions";
import type { Dashboard } from "../../../shared/schemas/dashboard";
import { memberSession } from "../../test/member-session";
import { useSignedInApp } from "../../test/signed-in-app";
import { getDashboard } from "./queries";

const t = useSignedInApp();

it("answers an empty portfolio with zeros and no invented engagement, not errors", async () => {
  const response = await t.request("/api/dashboard");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    players: { total: 0, newThisMonth: 0 },
    followers: { total: 0, growthPercent: null },
    engagement: { average: null, benchmark: 4.2, differenceFromBenchmark: null },
    deals: { active: 0, total: 0 },
    commissions: {
      quarter: quarterKey(agencyToday()),
      from: quarterBounds(agencyToday()).start,
      to: quarterBounds(agencyToday()).end,
      gross: 0,
      sharedOut: 0,
      net: 0,
    },
    featuredPlayers: [],
    upcomingEvents: [],
    recentNews: [],
  });
  // A role that does not read the ledger gets no money on its dashboard.
  const assistant = await memberSession(t, t.cookie, "asistente");
  const theirs = (await (await t.request("/api/dashboard", { cookie: assistant.cookie })).json()) as Dashboard;
  expect(theirs.commissions).toBeNull();
});

it("computes the figures from the data", async () => {
  const f = t.make;
  const a = await f.player({
    instagramFollowers: 1_000_000,
    tiktokFollowers: 500_000,
    xFollowers: 100_000,
    youtubeFollowers: 9,
    engagementRate: 3,
  });
  await f.player({ instagramFollowers: 400_000, engagementRate: 6 });
  const brand = await f.brand();
  await f.deal(a.id, brand.id, { stage: "Activa" });
  await f.deal(a.id, brand.id, { stage: "Cerrada" });
  const dashboard = (await (await t.request("/api/dashboard")).json()) as Dashboard;
  expect(dashboard.players).toEqual({ total: 2, newThisMonth: 2 });
  expect(dashboard.followers.total).toBe(2_000_000);
  expect(dashboard.engagement).toEqual({ average: 4.5, benchmark: 4.2, differenceFromBenchmark: 0.3 });
  expect(dashboard.deals).toEqual({ active: 1, total: 2 });
  expect(dashboard.featuredPlayers).toHaveLength(2);
});

it("needs a session", async () => {
  expect((await t.anonymous("/api/dashboard")).status).toBe(401);
});

it("stays exactly right after every create, update and delete, and after writes made outside the API", async () => {
  const f = t.make;
  const answered = async () => (await (await t.request("/api/dashboard")).json()) as Dashboard;
  const recount = async () => JSON.parse(JSON.stringify(await getDashboard(t.database.db))) as Dashboard;
  expect(await answered()).toEqual(await recount());

  const player = await f.player({ instagramFollowers: 250_000, engagementRate: 8 });
  expect(await answered()).toEqual(await recount());
  await t.request(`/api/players/${player.id}`, { method: "PATCH", json: { tiktokFollowers: 90_000 } });
  expect(await answered()).toEqual(await recount());

  const brand = await f.brand();
  const deal = await f.deal(player.id, brand.id, { stage: "Negociación" });
  expect((await answered()).deals).toEqual((await recount()).deals);
  await t.request(`/api/deals/${deal.id}`, { method: "PATCH", json: { stage: "Activa" } });
  const afterApproval = await answered();
  expect(afterApproval).toEqual(await recount());
  expect(afterApproval.deals?.active).toBe(2);

  await f.create("/api/news", { playerId: player.id, title: "Titular nuevo", source: "Marca", date: "2099-01-01" });
  expect((await answered()).recentNews[0]?.title).toBe("Titular nuevo");
  await f.create("/api/events", {
    playerId: player.id,
    type: "Partido",
    title: "Partido nuevo",
    date: "2099-01-01",
    time: "10:00",
  });
  expect(await answered()).toEqual(await recount());

  // A write that bypasses the API (a script, another tool) still reaches the dashboard.
  await t.database.pool.query("update players set instagram_followers = instagram_followers + 1");
  expect(await answered()).toEqual(await recount());

  await t.request(`/api/brands/${brand.id}`, { method: "DELETE" });
  await t.request(`/api/players/${player.id}`, { method: "DELETE" });
  const afterDeletes = await answered();
  expect(afterDeletes).toEqual(await recount());
  expect(afterDeletes.players.total).toBe(2);
});
