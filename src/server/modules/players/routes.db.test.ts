import { describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { PLAYER_SEARCH_COUNT_CAP } from "../../../shared/domain/player-search";
import type { Page } from "../../../shared/schemas/common";
import type { Player } from "../../../shared/schemas/player";
import type { PlayerOverview } from "../../../shared/schemas/player-overview";
import { backfillOtherAmounts } from "../../db/backfill-fee-amounts";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();

describe("/api/players", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/players",
    notFoundMessage: "Jugador no encontrado",
    validBody: async () => ({ name: "Sergio Llamas", position: "Portero", nationality: "España", team: "UD Costa" }),
    patch: { body: { team: "CF Interior" }, field: "team", expected: "CF Interior" },
  });

  it("stores every field and computes age from the birth date", async () => {
    const response = await t.request("/api/players", {
      method: "POST",
      json: {
        name: "  Íker Soto  ",
        birthDate: "2000-01-01",
        position: "Lateral",
        nationality: "España",
        team: "CD Ribera",
        instagramFollowers: 2_300_000,
        tiktokFollowers: 850_000,
        xFollowers: 1_000,
        youtubeFollowers: 0,
        engagementRate: 4.5,
        sentiment: 80,
        marketValue: "45M€",
        contractUntil: "",
      },
    });
    expect(response.status).toBe(201);
    const player = (await response.json()) as Player;
    expect(player).toMatchObject({
      name: "Íker Soto",
      marketValue: "45M€",
      contractUntil: null,
      social: { instagram: 2_300_000, tiktok: 850_000, x: 1_000, youtube: 0, engagementRate: 4.5 },
    });
    expect(player.age).toBeGreaterThanOrEqual(26);
  });

  it("refuses impossible dates: a future birth, an age under 14 or over 50, a contract ended before last year", async () => {
    const today = agencyToday();
    const year = Number(today.slice(0, 4));
    const post = (json: Record<string, unknown>) =>
      t.request("/api/players", {
        method: "POST",
        json: { name: "Fechas Raras", position: "Portero", nationality: "España", team: "CD Fechas", ...json },
      });
    const fields = async (json: Record<string, unknown>) =>
      ((await (await post(json)).json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(await fields({ birthDate: shiftDays(today, 1), contractUntil: `${year - 2}-12-31` })).toEqual({
      birthDate: "La fecha de nacimiento no puede ser futura",
      contractUntil: `El fin de contrato no puede ser anterior a ${year - 1}`,
    });
    expect(await fields({ birthDate: `${year - 10}-01-01` })).toEqual({
      birthDate: "El jugador debe tener al menos 14 años",
    });
    expect(await fields({ birthDate: `${year - 60}-01-01` })).toEqual({
      birthDate: "El jugador no puede tener más de 50 años",
    });
    expect((await post({ birthDate: `${year - 20}-01-01`, contractUntil: `${year - 1}-06-30` })).status).toBe(201);
  });

  it("explains each invalid field in Spanish and saves nothing", async () => {
    const before = (await (await t.request("/api/players?limit=200")).json()) as Page<Player>;
    const response = await t.request("/api/players", {
      method: "POST",
      json: {
        name: " ",
        position: "",
        team: "X",
        engagementRate: 120,
        sentiment: -1,
        instagramFollowers: -5,
        birthDate: "2001-02-30",
        marketValue: "-3M€",
      },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      name: "El nombre es obligatorio",
      position: "La posición es obligatoria",
      nationality: "La nacionalidad es obligatoria",
      engagementRate: "El engagement debe estar entre 0 y 100",
      marketValue: "El importe no puede ser negativo",
      sentiment: "El sentimiento debe estar entre 0 y 100",
      instagramFollowers: "Los seguidores no pueden ser negativos",
      birthDate: "Fecha de nacimiento no válida",
    });
    const after = (await (await t.request("/api/players?limit=200")).json()) as Page<Player>;
    expect(after.items).toHaveLength(before.items.length);
  });

  it("keeps unknown figures unknown and stores per-network engagement and the sentiment shares", async () => {
    const f = t.make;
    const bare = (await (await t.request(`/api/players/${(await f.player()).id}`)).json()) as Player;
    expect(bare.social).toMatchObject({ engagementRate: null, instagramEngagement: null, tiktokEngagement: null });
    expect(bare).toMatchObject({ sentiment: null, sentimentNegative: null, marketValue: "", marketValueAmount: null });

    const created = await f.player({
      engagementRate: 4.1,
      instagramEngagement: 5.3,
      tiktokEngagement: 7.9,
      sentiment: 61,
      sentimentNegative: 12,
      marketValue: "1,5M€",
    });
    const player = (await (await t.request(`/api/players/${created.id}`)).json()) as Player;
    expect(player.social).toMatchObject({ engagementRate: 4.1, instagramEngagement: 5.3, tiktokEngagement: 7.9 });
    expect(player).toMatchObject({ sentiment: 61, sentimentNegative: 12, marketValueAmount: 1_500_000 });

    const patch = (json: Record<string, unknown>) => t.request(`/api/players/${created.id}`, { method: "PATCH", json });
    // Alone, a share is judged with the other share the player already has.
    const tooPositive = await patch({ sentiment: 95 });
    expect(tooPositive.status).toBe(400);
    expect(((await tooPositive.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      sentiment: "Positivo y negativo no pueden sumar más de 100",
    });
    const both = await patch({ sentiment: 30, sentimentNegative: 80 });
    expect(((await both.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      sentimentNegative: "Positivo y negativo no pueden sumar más de 100",
    });
    const cleared = (await (await patch({ engagementRate: null, marketValue: "a convenir" })).json()) as Player;
    expect(cleared.social.engagementRate).toBeNull();
    expect(cleared).toMatchObject({ marketValue: "a convenir", marketValueAmount: null });
  });

  it("reads the euros of market values and investment amounts written before they were read, once", async () => {
    const f = t.make;
    const player = await f.player({ marketValue: "28M€" });
    const investment = await f.create<{ id: string }>("/api/investments", {
      playerId: player.id,
      type: "Startup",
      name: "Antigua",
      date: "2026-01-10",
      amount: "250.000€",
    });
    await t.database.pool.query("update players set market_value_amount = null where id = $1", [player.id]);
    await t.database.pool.query("update investments set amount_value = null where id = $1", [investment.id]);
    await t.database.pool.query("delete from app_meta where key = 'market_value_and_investment_amounts_backfilled'");
    expect(await backfillOtherAmounts(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(((await (await t.request(`/api/players/${player.id}`)).json()) as Player).marketValueAmount).toBe(
      28_000_000,
    );
    const read = (await (await t.request(`/api/investments/${investment.id}`)).json()) as {
      amountValue: number;
    };
    expect(read.amountValue).toBe(250_000);
    await t.database.pool.query("update players set market_value_amount = null where id = $1", [player.id]);
    expect(await backfillOtherAmounts(t.database.db)).toBe(0);
  });

  it("sorts by market value, followers and engagement, highest first, unknown last, across pages, with the count", async () => {
    const f = t.make;
    const tag = `Orden${Date.now()}`;
    await f.player({ name: `${tag} A`, marketValue: "900K€", instagramFollowers: 10, engagementRate: 2 });
    await f.player({ name: `${tag} B`, marketValue: "12M€", instagramFollowers: 5_000, engagementRate: 6.5 });
    await f.player({ name: `${tag} C`, marketValue: "", tiktokFollowers: 700, youtubeFollowers: 700 });
    await f.player({ name: `${tag} D`, marketValue: "1.250.000 €", xFollowers: 2_000, engagementRate: 4 });
    const names = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total: number | undefined;
      do {
        const query: string = `q=${tag}&sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ""}`;
        const page = (await (await t.request(`/api/players?${query}`)).json()) as Page<Player> & {
          total?: number;
        };
        total ??= page.total;
        seen.push(...page.items.map((player) => player.name.slice(tag.length + 1)));
        cursor = page.nextCursor;
      } while (cursor);
      return { order: seen.join(""), total };
    };
    expect(await names("marketValue")).toEqual({ order: "BDAC", total: 4 });
    expect((await names("followers")).order).toBe("BDCA");
    expect((await names("engagement")).order).toBe("BDAC");
    expect((await names("name")).order).toBe("ABCD");
    const wrong = await t.request("/api/players?sort=edad");
    expect(wrong.status).toBe(400);
  });

  it("searches name, position and team ignoring case and accents", async () => {
    const f = t.make;
    await f.player({ name: "Álvaro Búsqueda", team: "Atlético Océano", position: "Extremo" });
    const search = async (q: string) =>
      ((await (await t.request(`/api/players?q=${encodeURIComponent(q)}`)).json()) as Page<Player>).items.map(
        (p) => p.name,
      );
    expect(await search("alvaro")).toContain("Álvaro Búsqueda");
    expect(await search("OCEANO")).toContain("Álvaro Búsqueda");
    expect(await search("extremo")).toContain("Álvaro Búsqueda");
    expect(await search("%")).toEqual([]);
    // Editing the team keeps the search in step.
    const [player] = ((await (await t.request("/api/players?q=alvaro")).json()) as Page<Player>).items;
    await t.request(`/api/players/${player!.id}`, { method: "PATCH", json: { team: "Unión Montaña" } });
    expect(await search("montana")).toContain("Álvaro Búsqueda");
    expect(await search("oceano")).toEqual([]);
  });

  it("sorts names the Spanish way", async () => {
    const f = t.make;
    for (const name of ["Yy Ñu", "Yy Álvaro", "Yy Nube", "Yy Diego"]) await f.player({ name });
    const page = (await (await t.request("/api/players?q=yy")).json()) as Page<Player>;
    expect(page.items.map((p) => p.name)).toEqual(["Yy Álvaro", "Yy Diego", "Yy Nube", "Yy Ñu"]);
  });

  it("counts a search's matches up to one past the cap, and every player without a search", async () => {
    const rows = Array.from({ length: PLAYER_SEARCH_COUNT_CAP + 5 }, (_, index) => ({
      name: `Tope Contado ${index}`,
      position: "Defensa",
      nationality: "España",
      team: "CD Tope",
    }));
    expect((await t.request("/api/import/players", { method: "POST", json: { rows } })).status).toBe(201);
    const search = (await (await t.request("/api/players?q=tope%20contado&limit=5")).json()) as { total: number };
    expect(search.total).toBe(PLAYER_SEARCH_COUNT_CAP + 1);
    const few = (await (await t.request("/api/players?q=tope%20contado%2012&limit=5")).json()) as { total: number };
    expect(few.total).toBe(11); // 12 and 120-129
    const all = (await (await t.request("/api/players?limit=5")).json()) as { total: number };
    expect(all.total).toBeGreaterThan(PLAYER_SEARCH_COUNT_CAP + 4);
  });

  it("pages through the list in name order with a cursor", async () => {
    const f = t.make;
    for (const name of ["Zz Uno", "Zz Dos", "Zz Tres", "Zz Cuatro", "Zz Cinco"]) await f.player({ name });
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/players?q=zz&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await (await t.request(query)).json()) as Page<Player>;
      names.push(...page.items.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(names).toEqual(["Zz Cinco", "Zz Cuatro", "Zz Dos", "Zz Tres", "Zz Uno"]);
  });

  it("deletes all of a player's data with the player", async () => {
    const f = t.make;
    const player = await f.player();
    const brand = await f.brand();
    await f.deal(player.id, brand.id);
    await f.create("/api/events", {
      playerId: player.id,
      type: "Partido",
      title: "Derbi",
      date: "2030-01-01",
      time: "18:00",
    });
    await f.create("/api/news", { playerId: player.id, title: "Titular", source: "Diario", date: "2030-01-01" });
    await f.create("/api/okrs", { objective: "Crecer", keyResults: [{ title: "KR" }], playerId: player.id });

    expect((await t.request(`/api/players/${player.id}`, { method: "DELETE" })).status).toBe(204);
    const leftovers = await t.database.pool.query(
      `select (select count(*)::int from deals where player_id = $1) + (select count(*)::int from events where player_id = $1)
            + (select count(*)::int from news where player_id = $1) + (select count(*)::int from okrs where player_id = $1) as total`,
      [player.id],
    );
    expect(leftovers.rows[0].total).toBe(0);
    expect((await t.request(`/api/brands/${brand.id}`)).status).toBe(200);
  });

  it("returns a player's overview in one request, and 404 for an unknown one", async () => {
    const f = t.make;
    const player = await f.player({ instagramFollowers: 100, tiktokFollowers: 20, xFollowers: 3, youtubeFollowers: 4 });
    const brand = await f.brand();
    await f.deal(player.id, brand.id, { stage: "Activa" });
    await f.deal(player.id, brand.id);
    const overview = (await (await t.request(`/api/players/${player.id}/overview`)).json()) as PlayerOverview;
    expect(overview.totalFollowers).toBe(127);
    expect(overview.summary.deals).toEqual({ total: 2, active: 1 });
    expect(overview.deals).toHaveLength(2);
    expect(overview.growth).toEqual({ instagram: null, tiktok: null, x: null, youtube: null });

    const missing = await t.request("/api/players/00000000-0000-4000-8000-000000000000/overview");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Jugador no encontrado" } });
  });
});

describe("/api/players|brands|clubs/options", () => {
  it("lists ids and names by name, says when more match, and searches without accents or case", async () => {
    expect((await t.anonymous("/api/players/options")).status).toBe(401);
    for (const name of ["Zoe Opción", "Ana Opción", "Íñigo Opción"]) await t.make.player({ name });
    const options = async (query: string) => {
      const response = await t.request(`/api/players/options${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { items: { id: string; name: string }[]; more: boolean };
    };
    const searched = await options("?q=opcion");
    expect(searched.items.map((item) => item.name)).toEqual(["Ana Opción", "Íñigo Opción", "Zoe Opción"]);
    expect(Object.keys(searched.items[0]!)).toEqual(["id", "name"]);
    expect(searched.more).toBe(false);
    const first = await options("?q=OPCIÓN&limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.more).toBe(true);
    expect((await options("?q=inigo")).items.map((item) => item.name)).toEqual(["Íñigo Opción"]);

    await t.make.brand({ name: "Marca Opción" });
    await t.make.create("/api/clubs", { name: "Club Opción", country: "España", league: "LaLiga" });
    for (const [resource, name] of [
      ["brands", "Marca Opción"],
      ["clubs", "Club Opción"],
    ] as const) {
      const found = (await (await t.request(`/api/${resource}/options?q=opcion`)).json()) as {
        items: { name: string }[];
      };
      expect(found.items.map((item) => item.name)).toEqual([name]);
    }

    const refused = await t.request("/api/players/options?limit=500");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe("limit no puede superar 200");
  });
});
