import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Dashboard } from "../../shared/schemas/dashboard";
import type { PlayerOverview as Overview } from "../../shared/schemas/player-overview";
import { loadSampleDataIfEmpty } from "../db/seed/load-sample-data";
import { sessionRoutes } from "../test/api-routes";
import { followEveryPlayer, MEMBER_PASSWORD, memberSession } from "../test/member-session";
import { createTestApp, type TestApp } from "../test/test-app";

// Figures no other field of the sample holds, written into every money column: an answer that shows a member
// without the money group any of them, in any notation, leaks.
const FIGURES = ["987654", "876543", "765432", "654321", "543210"];
const LEAK = new RegExp(FIGURES.map((figure) => `${figure.slice(0, 3)}[.,\\s\\u202f]?${figure.slice(3)}`).join("|"));

let t: TestApp;
let owner: string;
let reader: string;
let assistant: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn();
  await loadSampleDataIfEmpty(t.database.db);
  const sql = (text: string) => t.database.pool.query(text);
  await sql("update players set market_value = '876.543 €'");
  await sql("update deals set fee = '987.654 €'");
  await sql(
    "update operations set transfer_fee = '765.432 €', salary = '654.321 € al año', signing_bonus = '543.210 €'",
  );
  await sql("update offers set transfer_fee = '765.432 €', salary = '654.321 €'");
  await sql("update mandates set annual_remuneration = 543210");
  // Solo lectura reads every resource but the ledger, without money: the widest view a hidden group has.
  reader = (await memberSession(t, owner, "lectura")).cookie;
  assistant = (await memberSession(t, owner, "asistente")).cookie;
});
afterAll(() => t.close());

/** A real id for each collection, read as the owner sees it, so that detail routes answer a record. */
async function firstIds(): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const route of sessionRoutes(t).filter(
    (route) => route.method === "GET" && /^\/api\/[\w-]+$/.test(route.path),
  )) {
    const response = await t.request(route.path, { cookie: owner });
    const body = (await response.json().catch(() => undefined)) as { items?: { id?: string }[] } | undefined;
    const id = body?.items?.find((item) => item.id)?.id;
    if (id) ids.set(route.path, id);
  }
  return ids;
}

/** Reads every GET route (with real ids), search and the extra paths as the member; what matches `pattern` leaks. */
async function crawl(cookie: string, pattern: RegExp, extra: string[]) {
  const ids = await firstIds();
  const leaks: string[] = [];
  let answered = 0;
  const read = async (path: string) => {
    const response = await t.request(path, { cookie });
    const text = await response.text();
    if (pattern.test(text)) leaks.push(`${path} (${response.status}): ${pattern.exec(text)?.[0]}`);
    if (response.status === 200) answered += 1;
  };
  for (const route of sessionRoutes(t).filter(
    (route) => route.method === "GET" && !route.path.startsWith("/api/app/"),
  )) {
    const collection = /^\/api\/[\w-]+/.exec(route.path)?.[0] ?? "";
    await read(route.path.replace(/:[A-Za-z]+/g, ids.get(collection) ?? "00000000-0000-4000-8000-000000000000"));
  }
  for (const name of ["Álvaro", "Nike", "Adidas", "Real", "traspaso"])
    await read(`/api/search?q=${encodeURIComponent(name)}`);
  for (const path of [...extra, "/api/activity"]) await read(path);
  return { leaks, answered };
}

describe("fields of a hidden group", () => {
  it("reach the owner, so that the figures below are really in the data", async () => {
    const deals = await (await t.request("/api/deals", { cookie: owner })).text();
    expect(deals).toMatch(LEAK);
  });

  it("never reach a read-only member through any read: lists, records, exports, search, history, dashboard or alerts", async () => {
    // A history line about a changed fee.
    const dealId = (await firstIds()).get("/api/deals") ?? "";
    const deal = (await (await t.request(`/api/deals/${dealId}`, { cookie: owner })).json()) as { version: number };
    const changed = await t.request(`/api/deals/${dealId}`, {
      method: "PATCH",
      cookie: owner,
      headers: { "If-Match": `"${deal.version}"` },
      json: { fee: "876.543 €" },
    });
    expect(changed.status).toBe(200);
    const { leaks, answered } = await crawl(reader, LEAK, [`/api/activity?entityId=${dealId}`]);
    expect(answered).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
  });

  it("never give accounting a player's identity number: records, lists, exports, search or history", async () => {
    const accounting = (await memberSession(t, owner, "contabilidad")).cookie;
    const playerId = (await firstIds()).get("/api/players") ?? "";
    const player = (await (await t.request(`/api/players/${playerId}`, { cookie: owner })).json()) as {
      version: number;
    };
    const saved = await t.request(`/api/players/${playerId}`, {
      method: "PATCH",
      cookie: owner,
      headers: { "If-Match": `"${player.version}"` },
      json: { idDocumentType: "DNI", idDocumentNumber: "48213579x", idDocumentExpiry: "2031-05-20" },
    });
    expect(await saved.json()).toMatchObject({ idDocumentNumber: "48213579X", idDocumentExpiry: "2031-05-20" });
    const seen = (await (await t.request(`/api/players/${playerId}`, { cookie: accounting })).json()) as object;
    expect(seen).toMatchObject({ idDocumentNumber: null, idDocumentExpiry: null, hidden: ["identity"] });
    expect(seen).not.toHaveProperty("marketValue", null);
    const { leaks, answered } = await crawl(accounting, /48213579/, [
      "/api/players/export.csv",
      `/api/activity?entityId=${playerId}`,
    ]);
    expect(answered).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
  });

  it("never reach a member without them through the assistant or MCP, which their role is not granted", async () => {
    const scout = await memberSession(t, owner, "ojeador");
    const chat = await t.request("/api/ai/chat", {
      method: "POST",
      cookie: scout.cookie,
      json: { messages: [{ role: "user", content: "¿Cuánto vale Álvaro Martín?" }] },
    });
    expect(chat.status).toBe(403);
    const created = await t.request("/api/tokens", {
      method: "POST",
      cookie: scout.cookie,
      json: { name: "Claude", scope: "read", currentPassword: MEMBER_PASSWORD },
    });
    const { token } = (await created.json()) as { token: string };
    const mcp = await t.request("/api/mcp", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json, text/event-stream" },
      json: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    expect(mcp.status).toBe(403);
    expect(await mcp.json()).toMatchObject({ error: { message: "Tu rol (Ojeador) no permite ver el asistente" } });
  });

  it("leave answers a browser can read: the length they say, compressed only when they say so", async () => {
    for (const path of ["/api/dashboard", "/api/players", "/api/deals"]) {
      const response = await t.request(path, { cookie: reader, headers: { "Accept-Encoding": "gzip" } });
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      // A compressed stream goes without a length; one that states it must be right.
      const length = response.headers.get("Content-Length");
      if (length !== null) expect(Number(length), path).toBe(bytes.byteLength);
      const body = response.headers.get("Content-Encoding") === "gzip" ? gunzipSync(bytes) : bytes;
      expect(() => JSON.parse(body.toString("utf8")) as unknown, path).not.toThrow();
    }
  });

  it("cannot be the order of a list for a member who does not see them", async () => {
    const sorted = await t.request("/api/players?sort=marketValue", { cookie: reader });
    expect(sorted.status).toBe(403);
    expect(await sorted.json()).toMatchObject({
      error: { message: "Tu rol no ve importes: no puede ordenar por ellos" },
    });
    expect((await t.request("/api/players?sort=followers", { cookie: reader })).status).toBe(200);
    expect((await t.request("/api/players?sort=marketValue", { cookie: owner })).status).toBe(200);
  });

  it("come back as null with the group named, and an edit by a member who cannot see them leaves them alone", async () => {
    const { items } = (await (await t.request("/api/deals", { cookie: reader })).json()) as {
      items: { id: string; fee: string | null; hidden?: string[] }[];
    };
    expect(items[0]).toMatchObject({ fee: null, feeAmount: null, commissionPercent: null, hidden: ["money"] });

    const { items: players } = (await (await t.request("/api/players", { cookie: assistant })).json()) as {
      items: { id: string; version: number }[];
    };
    const player = players[0] ?? { id: "", version: 0 };
    const edit = await t.request(`/api/players/${player.id}`, {
      method: "PATCH",
      cookie: assistant,
      headers: { "If-Match": `"${player.version}"` },
      json: { team: "Club Nuevo", marketValue: "1 €" },
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ team: "Club Nuevo", marketValue: null, hidden: ["money"] });
    const seen = (await (await t.request(`/api/players/${player.id}`, { cookie: owner })).json()) as {
      marketValue: string;
    };
    expect(seen).toMatchObject({ team: "Club Nuevo", marketValue: "876.543 €" });
  });
});

/** A scout who follows every player: what differs from the owner's answers is then the role's cut alone. */
async function followingScout() {
  const scout = await memberSession(t, owner, "ojeador");
  await followEveryPlayer(t, scout.id);
  return scout.cookie;
}

describe("views that gather several resources", () => {
  it("give a scout the player's dossier without the parts of resources a scout does not read", async () => {
    const scout = await followingScout();
    const { items } = (await (await t.request("/api/players", { cookie: owner })).json()) as {
      items: { id: string }[];
    };
    const dossiers = await Promise.all(
      items.map(async (player) => ({
        owner: (await (await t.request(`/api/players/${player.id}/dossier`, { cookie: owner })).json()) as Dossier,
        scout: (await (await t.request(`/api/players/${player.id}/dossier`, { cookie: scout })).json()) as Dossier,
      })),
    );
    // The sample gives the owner something in each part on some player's dossier.
    expect(dossiers.some((pair) => pair.owner.openDeals.length > 0)).toBe(true);
    expect(dossiers.some((pair) => pair.owner.documents.length > 0)).toBe(true);
    expect(dossiers.some((pair) => pair.owner.mandate !== null)).toBe(true);
    for (const pair of dossiers) {
      expect(pair.scout).toMatchObject({ openDeals: [], documents: [], mandate: null, money: null, hidden: ["money"] });
      expect(pair.scout.openOperations).toEqual(pair.owner.openOperations);
    }
  });

  it("give a scout the player's overview with no deal, investment or count of them", async () => {
    const scout = await followingScout();
    const { items } = (await (await t.request("/api/players", { cookie: owner })).json()) as {
      items: { id: string }[];
    };
    const overviews = await Promise.all(
      items.map(async (player) => ({
        owner: (await (await t.request(`/api/players/${player.id}/overview`, { cookie: owner })).json()) as Overview,
        scout: (await (await t.request(`/api/players/${player.id}/overview`, { cookie: scout })).json()) as Overview,
      })),
    );
    expect(overviews.some((pair) => pair.owner.deals.length > 0 && pair.owner.investments.length > 0)).toBe(true);
    for (const pair of overviews) {
      expect(pair.scout).toMatchObject({
        deals: [],
        investments: [],
        summary: { deals: null, investments: null, upcomingEvents: pair.owner.summary.upcomingEvents },
        negativeNewsThisMonth: pair.owner.negativeNewsThisMonth,
      });
      expect(pair.scout.events).toEqual(pair.owner.events);
    }
  });

  it("give each role the dashboard without the deals, events or news it does not read", async () => {
    const dashboardOf = async (cookie: string) =>
      (await (await t.request("/api/dashboard", { cookie })).json()) as Dashboard;
    const full = await dashboardOf(owner);
    expect(full.deals?.total).toBeGreaterThan(0);
    expect(full.upcomingEvents.length + full.recentNews.length).toBeGreaterThan(0);
    const scout = await dashboardOf(await followingScout());
    expect(scout).toMatchObject({ deals: null, players: full.players, upcomingEvents: full.upcomingEvents });
    const accountant = await dashboardOf((await memberSession(t, owner, "contabilidad")).cookie);
    expect(accountant).toMatchObject({ deals: full.deals, recentNews: [] });
  });

  it("give a scout the history of the records a scout reads, and no other", async () => {
    const scout = await followingScout();
    const kinds = async (cookie: string) => {
      const { items } = (await (await t.request("/api/activity?limit=200", { cookie })).json()) as {
        items: { entityType: string }[];
      };
      return new Set(items.map((item) => item.entityType));
    };
    expect(await kinds(owner)).toContain("deal");
    const seen = [...(await kinds(scout))];
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.filter((kind) => ["deal", "commission", "mandate", "document", "investment", "brand"].includes(kind)),
    ).toEqual([]);
  });
});

type Dossier = {
  openDeals: unknown[];
  openOperations: unknown[];
  documents: unknown[];
  mandate: unknown;
  money: unknown;
  hidden?: string[];
};
