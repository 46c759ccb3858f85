import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import type { ImportResult } from "../../shared/domain/csv-import";
import type { Page } from "../../shared/schemas/common";
import type { Player } from "../../shared/schemas/player";
import type { ImportRejectedBody } from "../modules/imports/routes";
import { useSignedInApp } from "../test/signed-in-app";

describe("CSV export and import", () => {
  const t = useSignedInApp();

  const download = async (path: string) => {
    const response = await t.request(path);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Decoded keeping the BOM, which fetch's text() would drop.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    return {
      response,
      text,
      rows: Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data,
    };
  };
  const importRows = (resource: string, rows: Record<string, string>[]) =>
    t.request(`/api/import/${resource}`, { method: "POST", json: { rows } });
  const countPlayers = async () =>
    Number((await t.database.pool.query<{ total: string }>("select count(*) as total from players")).rows[0]?.total);

  it("needs a session", async () => {
    expect((await t.anonymous("/api/players/export.csv")).status).toBe(401);
    expect((await t.anonymous("/api/import/players", { method: "POST", json: { rows: [] } })).status).toBe(401);
  });

  it("exports UTF-8 with a BOM, semicolons, Spanish headers and the list's filters, with formulas defused", async () => {
    await t.make.player({ name: "Exportado Ñúñez", team: '=HYPERLINK("http://mal")', engagementRate: 4.8 });
    await t.make.player({ name: "Otro Exportado", team: "CD Normal" });
    const { response, text, rows } = await download("/api/players/export.csv?q=nunez");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="jugadores-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(text.startsWith("\uFEFFNombre;Posición;Nacionalidad;Equipo;")).toBe(true);
    expect(rows).toHaveLength(2);
    const [header, row] = rows;
    expect(row?.[header!.indexOf("Nombre")]).toBe("Exportado Ñúñez");
    expect(row?.[header!.indexOf("Equipo")]).toBe('\'=HYPERLINK("http://mal")');
    expect(row?.[header!.indexOf("Engagement (%)")]).toBe("4,8");
  });

  it("exports every page of a long list", async () => {
    const brand = await t.make.brand({ name: "Marca Exportación" });
    const player = await t.make.player();
    await t.database.pool.query(
      "insert into deals (player_id, brand_id, stage, fee) select $1, $2, 'Prospect', 'fee ' || g from generate_series(1, 2500) g",
      [player.id, brand.id],
    );
    const { rows } = await download(`/api/deals/export.csv?playerId=${player.id}`);
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((row) => row[5])).size).toBe(2500);
  });

  it("exports commissions, events, news, documents and brands", async () => {
    for (const path of [
      "/api/commissions/export.csv",
      "/api/events/export.csv",
      "/api/news/export.csv",
      "/api/documents/export.csv",
      "/api/brands/export.csv",
    ]) {
      const { rows } = await download(path);
      expect(rows[0]?.length).toBeGreaterThan(3);
    }
  });

  it("imports nothing when a row is invalid, naming each row and field in Spanish", async () => {
    const before = await countPlayers();
    const response = await importRows("players", [
      { name: "Importado Válido", position: "Delantero", nationality: "España", team: "CD Import" },
      { name: "", position: "Defensa", nationality: "España", team: "CD Import" },
      {
        name: "Seguidores Raros",
        position: "Defensa",
        nationality: "España",
        team: "CD Import",
        instagramFollowers: "muchos",
        birthDate: "31/02/2001",
      },
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ImportRejectedBody;
    expect(body.error.message).toBe("2 filas tienen errores: no se ha importado nada");
    expect(body.error.rows).toEqual([
      { row: 3, fields: { name: "El nombre es obligatorio" } },
      {
        row: 4,
        fields: {
          instagramFollowers: "Los seguidores deben ser un número",
          birthDate: "Fecha de nacimiento no válida",
        },
      },
    ]);
    expect(await countPlayers()).toBe(before);
  });

  it("imports 10,000 valid rows at once, reads Spanish numbers and days, and leaves duplicates out", async () => {
    await t.make.player({ name: "Ya Existente" });
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      name: `Importado ${index}`,
      position: "Centrocampista",
      nationality: "España",
      team: "CD Masivo",
      instagramFollowers: "1.250.000",
      engagementRate: "4,5",
      contractUntil: "30/06/2028",
      marketValue: "2,5M€",
    }));
    rows.push({
      name: "ya existente",
      position: "Portero",
      nationality: "España",
      team: "CD Masivo",
      instagramFollowers: "",
      engagementRate: "",
      contractUntil: "",
      marketValue: "",
    });
    rows.push({
      name: "Importado 7",
      position: "Portero",
      nationality: "España",
      team: "CD Masivo",
      instagramFollowers: "",
      engagementRate: "",
      contractUntil: "",
      marketValue: "",
    });
    const before = await countPlayers();
    const response = await importRows("players", rows);
    expect(response.status).toBe(201);
    const result = (await response.json()) as ImportResult;
    expect(result.created).toBe(10_000);
    expect(result.duplicates).toEqual([
      { row: 10_002, name: "ya existente" },
      { row: 10_003, name: "Importado 7" },
    ]);
    expect(await countPlayers()).toBe(before + 10_000);
    const found = (await (await t.request("/api/players?q=Importado 9999")).json()) as Page<Player>;
    // The market value is read into euros as a form's would be, so imported players sort by it.
    expect(found.items[0]).toMatchObject({
      contractUntil: "2028-06-30",
      marketValue: "2,5M€",
      marketValueAmount: 2_500_000,
      social: { instagram: 1_250_000, engagementRate: 4.5 },
    });
    const history = (await (await t.request(`/api/activity?entityId=${found.items[0]?.id}`)).json()) as Page<{
      action: string;
    }>;
    expect(history.items.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("imports deals by player and brand name, and refuses unknown names", async () => {
    const player = await t.make.player({ name: "Jugador Importable" });
    const brand = await t.make.brand({ name: "Marca Importable" });
    const refused = await importRows("deals", [{ player: "Nadie", brand: "Marca Importable", stage: "Activa" }]);
    expect(((await refused.json()) as ImportRejectedBody).error.rows).toEqual([
      { row: 2, fields: { player: "No hay ningún jugador llamado «Nadie»" } },
    ]);

    const created = await importRows("deals", [
      {
        player: "jugador importable",
        brand: "MARCA IMPORTABLE",
        stage: "Activa",
        fee: "120.000€",
        exclusive: "Sí",
        commissionPercent: "12,5",
        startDate: "01/01/2027",
      },
    ]);
    expect(created.status).toBe(201);
    const deals = (await (await t.request(`/api/deals?playerId=${player.id}`)).json()) as Page<{
      brandId: string;
      exclusive: boolean;
      commissionPercent: number;
      feeAmount: number;
      startDate: string;
    }>;
    expect(deals.items[0]).toMatchObject({
      brandId: brand.id,
      exclusive: true,
      commissionPercent: 12.5,
      feeAmount: 120_000,
      startDate: "2027-01-01",
    });
  });

  it("refuses a file whose deal clashes on exclusivity, with an existing deal or an earlier row, and writes nothing", async () => {
    const player = await t.make.player({ name: "Jugador Exclusivo" });
    const drinks = await t.make.brand({ name: "Bebida Uno", sector: "Bebidas" });
    await t.make.brand({ name: "Bebida Dos", sector: "Bebidas" });
    await t.make.brand({ name: "Bebida Tres", sector: "Bebidas" });
    const deals = async () =>
      ((await (await t.request(`/api/deals?playerId=${player.id}`)).json()) as Page<{ id: string }>).items.length;
    const row = (brand: string, exclusive = "No") => ({
      player: "Jugador Exclusivo",
      brand,
      stage: "Activa",
      exclusive,
    });

    const withinFile = await importRows("deals", [
      row("Bebida Dos", "Sí"),
      { ...row("Bebida Tres"), stage: "Prospect" },
      row("Bebida Tres"),
    ]);
    expect(withinFile.status).toBe(400);
    expect(((await withinFile.json()) as ImportRejectedBody).error.rows).toEqual([
      {
        row: 4,
        fields: {
          stage: "Conflicto de exclusividad: Jugador Exclusivo ya tiene un acuerdo exclusivo de Bebidas con Bebida Dos",
        },
      },
    ]);
    expect(await deals()).toBe(0);

    await t.make.deal(player.id, drinks.id, { stage: "Activa", exclusive: true });
    const withExisting = await importRows("deals", [row("Bebida Dos")]);
    expect(((await withExisting.json()) as ImportRejectedBody).error.rows).toEqual([
      {
        row: 2,
        fields: {
          stage: "Conflicto de exclusividad: Jugador Exclusivo ya tiene un acuerdo exclusivo de Bebidas con Bebida Uno",
        },
      },
    ]);
    expect(await deals()).toBe(1);
  });

  it("gives imported active deals their commission and each a row in the history", async () => {
    const player = await t.make.player({ name: "Jugador Con Cobro" });
    await t.make.brand({ name: "Marca Con Cobro" });
    const created = await importRows("deals", [
      {
        player: "Jugador Con Cobro",
        brand: "Marca Con Cobro",
        stage: "Activa",
        fee: "200.000€",
        commissionPercent: "10",
        startDate: "01/03/2027",
      },
      { player: "Jugador Con Cobro", brand: "Marca Con Cobro", stage: "Prospect", fee: "50.000€" },
    ]);
    expect(created.status).toBe(201);
    const { rows: ledger } = await t.database.pool.query<{ amount: string; due: string }>(
      "select amount::text, due_date::text as due from commissions where player_id = $1",
      [player.id],
    );
    expect(ledger).toEqual([{ amount: "20000.00", due: "2027-03-01" }]);
    const history = (await (await t.request(`/api/activity?playerId=${player.id}`)).json()) as Page<{
      entityLabel: string;
      action: string;
    }>;
    expect(
      history.items.filter(
        (item) => item.action === "create" && item.entityLabel === "Marca Con Cobro · Jugador Con Cobro",
      ),
    ).toHaveLength(2);
  });

  it("re-imports its own export", async () => {
    const brand = await t.make.brand({
      name: "Marca Ida y Vuelta",
      sector: "Relojería",
      contactEmail: "ida@vuelta.example",
    });
    const { rows } = await download("/api/brands/export.csv");
    const header = rows[0]!;
    const line = rows.find((row) => row[0] === brand.name)!;
    await t.request(`/api/brands/${brand.id}`, { method: "DELETE" });
    const cells = Object.fromEntries(
      ["name", "sector", "contactEmail"].map((field, index) => [
        field,
        line[header.indexOf(["Nombre", "Sector", "Email de contacto"][index]!)] ?? "",
      ]),
    );
    const response = await importRows("brands", [cells]);
    expect(((await response.json()) as ImportResult).created).toBe(1);
  });

  it("answers 404 for a kind it cannot import and refuses an empty file", async () => {
    expect((await importRows("news", [{ title: "x" }])).status).toBe(404);
    const empty = await importRows("players", []);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe("El archivo no tiene filas");
  });
});
