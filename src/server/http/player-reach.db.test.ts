import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Dashboard } from "../../shared/schemas/dashboard";
import type { SearchResults } from "../../shared/schemas/search";
import { loadSampleDataIfEmpty } from "../db/seed/load-sample-data";
import { WHOLE_AGENCY_FEED } from "../modules/calendar-feed/routes";
import { sessionRoutes } from "../test/api-routes";
import { playerIdNamed } from "../test/fixtures";
import { memberSession } from "../test/member-session";
import { createTestApp, type TestApp } from "../test/test-app";
import { OUT_OF_REACH_MESSAGE } from "./member-access";

// The scout follows Álvaro; the sample's other two players are another member's business.
const FOLLOWED = "Álvaro Martín Ruiz";
const OTHERS = /Diego Salvatierra|Nicolás Ferreira|Salvatierra|Ferreira/;

let t: TestApp;
let owner: string;
let scout: { id: string; cookie: string };
let followed: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  await loadSampleDataIfEmpty(t.database.db);
  followed = await playerIdNamed(t, FOLLOWED);
  other = await playerIdNamed(t, "Diego Salvatierra");
  scout = await memberSession(t, owner, "ojeador");
  const assigned = await t.request(`/api/players/${followed}/assignment`, {
    method: "PUT",
    cookie: owner,
    json: { responsibleId: null, collaboratorIds: [scout.id] },
  });
  expect(assigned.status).toBe(200);
});
afterAll(() => t.close());

const get = async <T>(path: string, cookie = scout.cookie) => {
  const response = await t.request(path, { cookie });
  return { status: response.status, body: (await response.json()) as T };
};

/** Per collection, the id of a record of the player the scout does not follow, as the owner reads them. */
async function idsOfTheOtherPlayer(): Promise<Map<string, string>> {
  const ids = new Map<string, string>([["/api/players", other]]);
  for (const route of sessionRoutes(t).filter(
    (route) => route.method === "GET" && /^\/api\/[\w-]+$/.test(route.path),
  )) {
    const response = await t.request(`${route.path}?limit=100`, { cookie: owner });
    const body = (await response.json().catch(() => undefined)) as
      | { items?: { id?: string; playerId?: string | null }[] }
      | undefined;
    const id = body?.items?.find((item) => item.playerId === other)?.id;
    if (id && !ids.has(route.path)) ids.set(route.path, id);
  }
  return ids;
}

describe("a member whose role reaches only the players they follow", () => {
  it("lists, counts, offers in pickers and exports only those players", async () => {
    const players = await get<{ items: { id: string }[]; total: number }>("/api/players");
    expect(players.body.items.map((player) => player.id)).toEqual([followed]);
    expect(players.body.total).toBe(1);
    const found = await get<{ items: { id: string }[]; total: number }>("/api/players?q=a");
    expect(found.body.items.map((player) => player.id)).toEqual([followed]);
    expect(found.body.total).toBe(1);
    const options = await get<{ items: { id: string }[] }>("/api/players/options");
    expect(options.body.items.map((option) => option.id)).toEqual([followed]);

    const csv = await (await t.request("/api/players/export.csv", { cookie: scout.cookie })).text();
    expect(csv).toContain(FOLLOWED);
    expect(csv).not.toMatch(OTHERS);
    // The owner's export holds the others: the cut is the scout's, not the data's.
    expect(await (await t.request("/api/players/export.csv", { cookie: owner })).text()).toMatch(OTHERS);

    const operations = await get<{ items: { playerId: string }[] }>("/api/operations");
    expect(operations.body.items.length).toBeGreaterThan(0);
    expect(operations.body.items.every((operation) => operation.playerId === followed)).toBe(true);
    const events = await get<{ items: { playerId: string | null }[] }>("/api/events?limit=100");
    expect(events.body.items.every((event) => event.playerId === null || event.playerId === followed)).toBe(true);
  });

  it("answers another player's records as not found, and refuses a write that names him", async () => {
    const player = await get<{ error: { message: string } }>(`/api/players/${other}`);
    expect(player).toEqual({ status: 404, body: { error: { code: "not_found", message: "Jugador no encontrado" } } });
    expect((await get(`/api/players/${other}/overview`)).status).toBe(404);
    const { items } = (await get<{ items: { id: string; playerId: string }[] }>("/api/operations?limit=100", owner))
      .body;
    const theirs = items.find((operation) => operation.playerId === other);
    expect(theirs).toBeDefined();
    expect((await get(`/api/operations/${theirs?.id}`)).body).toMatchObject({
      error: { message: "Operación no encontrada" },
    });
    expect((await get(`/api/operations/${theirs?.id}/offers`)).status).toBe(404);

    const event = { title: "Visita al centro de entrenamiento", type: "Evento", date: "2027-02-03", time: "10:00" };
    const refused = await t.request("/api/events", {
      method: "POST",
      cookie: scout.cookie,
      json: { ...event, playerId: other },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: OUT_OF_REACH_MESSAGE } });
    const made = await t.request("/api/events", {
      method: "POST",
      cookie: scout.cookie,
      json: { ...event, playerId: followed },
    });
    expect(made.status).toBe(201);
  });

  it("finds only those players' records in search, and counts only them on the dashboard", async () => {
    const search = await get<SearchResults>(`/api/search?q=${encodeURIComponent("Salvatierra")}`);
    expect(search.body.groups.flatMap((group) => group.results)).toEqual([]);
    const own = await get<SearchResults>(`/api/search?q=${encodeURIComponent("Álvaro")}`);
    expect(own.body.groups.find((group) => group.kind === "player")?.results.map((result) => result.id)).toEqual([
      followed,
    ]);

    const full = (await get<Dashboard>("/api/dashboard", owner)).body;
    const dashboard = (await get<Dashboard>("/api/dashboard")).body;
    expect(full.players.total).toBe(3);
    expect(dashboard.players.total).toBe(1);
    expect(dashboard.featuredPlayers.map((player) => player.id)).toEqual([followed]);
    expect(dashboard.followers.total).toBeLessThan(full.followers.total);
    expect(dashboard.upcomingEvents.every((event) => event.playerId === followed)).toBe(true);
  });

  it("never shows another player's name through any read, the bell and the history included", async () => {
    const ids = await idsOfTheOtherPlayer();
    const leaks: string[] = [];
    let answered = 0;
    for (const route of sessionRoutes(t).filter(
      (route) => route.method === "GET" && !route.path.startsWith("/api/app/"),
    )) {
      const collection = /^\/api\/[\w-]+/.exec(route.path)?.[0] ?? "";
      const path = route.path.replace(/:[A-Za-z]+/g, ids.get(collection) ?? other);
      const response = await t.request(path, { cookie: scout.cookie });
      const text = await response.text();
      if (OTHERS.test(text)) leaks.push(`${path} (${response.status}): ${OTHERS.exec(text)?.[0]}`);
      // A read that fails tells nothing either way: it is counted as wrong, not as kept.
      if (response.status >= 500) leaks.push(`${path}: ${response.status}`);
      if (response.status === 200) answered += 1;
    }
    for (const name of ["Diego", "Salvatierra", "Nicolás", "Ferreira"]) {
      const search = await get<SearchResults>(`/api/search?q=${encodeURIComponent(name)}`);
      // The answer repeats the query: only what was found counts.
      if (search.status !== 200 || OTHERS.test(JSON.stringify(search.body.groups))) leaks.push(`search ${name}`);
    }
    for (const path of ["/api/alerts", "/api/activity?limit=100", `/api/activity?playerId=${other}`]) {
      const response = await t.request(path, { cookie: scout.cookie });
      if (response.status !== 200 || OTHERS.test(await response.text())) leaks.push(`${path} (${response.status})`);
    }
    expect(answered).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });

  it("counts only those players' operations, events, due tasks and next steps", async () => {
    type Summary = { open: number };
    const all = (await get<Summary>("/api/operations/summary", owner)).body.open;
    const own = (await get<Summary>("/api/operations/summary")).body.open;
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(all);
    type Count = { total: number };
    expect((await get<Count>("/api/events/count")).body.total).toBeLessThan(
      (await get<Count>("/api/events/count", owner)).body.total,
    );
    const until = "2030-12-31";
    const steps = await get<{ items: { playerId: string | null }[] }>(`/api/contact-log/next-steps?until=${until}`);
    expect(steps.status).toBe(200);
    expect(steps.body.items.every((entry) => entry.playerId === null || entry.playerId === followed)).toBe(true);
    const ownerSteps = await get<{ items: { playerId: string | null }[] }>(
      `/api/contact-log/next-steps?until=${until}`,
      owner,
    );
    expect(ownerSteps.body.items.some((entry) => entry.playerId === other)).toBe(true);

    const task = { title: "Llamar al club", dueDate: "2027-01-15" };
    const aboutTheirs = await t.request("/api/tasks", {
      method: "POST",
      cookie: scout.cookie,
      json: { ...task, recordType: "player", recordId: other },
    });
    expect(aboutTheirs.status).toBe(403);
    expect(await aboutTheirs.json()).toMatchObject({ error: { message: OUT_OF_REACH_MESSAGE } });
    const theirOperation = (
      await get<{ items: { id: string; playerId: string }[] }>("/api/operations?limit=100", owner)
    ).body.items.find((operation) => operation.playerId === other);
    const onTheirOperation = await t.request("/api/tasks", {
      method: "POST",
      cookie: scout.cookie,
      json: { ...task, recordType: "operation", recordId: theirOperation?.id },
    });
    expect(onTheirOperation.status).toBe(403);
    const aboutOwn = await t.request("/api/tasks", {
      method: "POST",
      cookie: scout.cookie,
      json: { ...task, recordType: "player", recordId: followed },
    });
    expect(aboutOwn.status).toBe(201);
  });

  it("keeps the player the member adds within reach, and is not handed the whole agency's calendar", async () => {
    const created = await t.request("/api/players", {
      method: "POST",
      cookie: scout.cookie,
      json: { name: "Promesa Descubierta", position: "Centrocampista", nationality: "España", team: "CD Cantera" },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await get(`/api/players/${id}`)).status).toBe(200);
    expect((await get<{ responsible: { id: string } | null }>(`/api/players/${id}/assignment`)).body).toMatchObject({
      responsible: { id: scout.id },
    });
    expect((await get<{ total: number }>("/api/players")).body.total).toBe(2);

    const feed = await get<{ error: { message: string } }>("/api/calendar/feed");
    expect(feed).toMatchObject({ status: 403, body: { error: { message: WHOLE_AGENCY_FEED } } });
    expect((await get("/api/calendar/feed", owner)).status).toBe(200);
  });

  it("reaches a player as soon as the owner assigns him, and loses him when the owner takes him away", async () => {
    expect((await get(`/api/players/${other}`)).status).toBe(404);
    const path = `/api/players/${other}/assignment`;
    const put = (collaboratorIds: string[]) =>
      t.request(path, { method: "PUT", cookie: owner, json: { responsibleId: null, collaboratorIds } });
    expect((await put([scout.id])).status).toBe(200);
    expect((await get(`/api/players/${other}`)).status).toBe(200);
    expect((await get<{ total: number }>("/api/dashboard")).status).toBe(200);
    expect((await put([])).status).toBe(200);
    expect((await get(`/api/players/${other}`)).status).toBe(404);
  });
});
