import { describe, expect, it } from "vitest";

import type { SearchResults } from "../../../shared/schemas/search";
import { useSignedInApp } from "../../test/signed-in-app";

describe("GET /api/search", () => {
  const t = useSignedInApp();

  const search = async (q: string) => {
    const response = await t.request(`/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SearchResults;
  };
  const titles = (results: SearchResults, kind: string) =>
    results.groups.find((group) => group.kind === kind)?.results.map((result) => result.title) ?? [];

  it("needs a session", async () => {
    expect((await t.anonymous("/api/search?q=nunez")).status).toBe(401);
  });

  it("ignores case and accents both ways, in every kind", async () => {
    const player = await t.make.player({ name: "Álvaro Núñez Peña" });
    const brand = await t.make.brand({ name: "Cervecería Ibáñez", sector: "Bebidas" });
    await t.make.deal(player.id, brand.id, { stage: "Negociación", fee: "90.000€" });
    await t.make.create("/api/events", {
      playerId: player.id,
      type: "Evento",
      title: "Firma con Núñez en Sevilla",
      date: "2026-12-01",
      time: "18:00",
      location: "Sevilla",
    });
    await t.make.create("/api/news", {
      playerId: player.id,
      title: "Núñez renueva hasta 2029",
      source: "Gol Digital",
      sentiment: "positivo",
      date: "2026-11-20",
    });

    const results = await search("NUNEZ");
    expect(titles(results, "player")).toEqual(["Álvaro Núñez Peña"]);
    expect(titles(results, "deal")).toEqual(["Cervecería Ibáñez · Álvaro Núñez Peña"]);
    expect(titles(results, "event")).toEqual(["Firma con Núñez en Sevilla"]);
    expect(titles(results, "news")).toEqual(["Núñez renueva hasta 2029"]);
    expect(titles(await search("cerveceria ibanez"), "brand")).toEqual(["Cervecería Ibáñez"]);
    expect(titles(await search("Ibáñez"), "deal")).toHaveLength(1);
    expect((await search("núñez")).groups.find((group) => group.kind === "player")?.results[0]).toMatchObject({
      id: player.id,
      playerId: player.id,
      subtitle: "Delantero · CD Pruebas",
    });
  });

  it("finds clubs, the people at clubs and brands, and operations by player or club", async () => {
    const club = await t.make.create<{ id: string }>("/api/clubs", {
      name: "Atlético Ñandú",
      country: "Paraguay",
      league: "Primera División",
    });
    const person = await t.make.create<{ id: string }>("/api/contacts", {
      name: "Begoña Ibarra",
      role: "Directora deportiva",
      clubId: club.id,
    });
    const player = await t.make.player({ name: "Zacarías Olmedo" });
    const operation = await t.make.create<{ id: string }>("/api/operations", {
      playerId: player.id,
      type: "Cesión",
      clubId: club.id,
    });
    expect(titles(await search("nandu"), "club")).toEqual(["Atlético Ñandú"]);
    const people = await search("BEGONA");
    expect(people.groups.find((group) => group.kind === "contact")?.results).toEqual([
      expect.objectContaining({
        id: person.id,
        title: "Begoña Ibarra",
        subtitle: "Directora deportiva · Atlético Ñandú",
        owner: { kind: "club", id: club.id },
      }),
    ]);
    for (const query of ["olmedo", "ñandu"]) {
      const found = (await search(query)).groups.find((group) => group.kind === "operation")?.results ?? [];
      expect(found.map((result) => result.id)).toEqual([operation.id]);
      expect(found[0]?.title).toBe("Cesión · Zacarías Olmedo → Atlético Ñandú");
    }
  });

  it("ranks an exact name first, then a prefix, then a match inside", async () => {
    await t.make.player({ name: "Marco Tesela" });
    await t.make.player({ name: "Tesela" });
    await t.make.player({ name: "Teselado Ruiz" });
    expect(titles(await search("tesela"), "player").slice(0, 3)).toEqual(["Tesela", "Teselado Ruiz", "Marco Tesela"]);
  });

  it("gives at most five per kind", async () => {
    for (let index = 0; index < 7; index++) await t.make.brand({ name: `Quincalla ${index}` });
    expect(titles(await search("quincalla"), "brand")).toHaveLength(5);
  });

  it("answers nothing under three characters, and treats LIKE wildcards as text", async () => {
    const short = await search("al");
    expect(short.groups.every((group) => group.results.length === 0)).toBe(true);
    expect((await search("%%%")).groups.every((group) => group.results.length === 0)).toBe(true);
  });

  it("refuses a query over 100 characters in Spanish", async () => {
    const response = await t.request(`/api/search?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      q: "La búsqueda no puede superar 100 caracteres",
    });
  });
});
