import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import type { ImportResult } from "../../../shared/domain/csv-import";
import type { ActivityEntry } from "../../../shared/schemas/activity";
import type { Club } from "../../../shared/schemas/club";
import type { Page } from "../../../shared/schemas/common";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { useSignedInApp } from "../../test/signed-in-app";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("/api/clubs", () => {
  const t = useSignedInApp();
  let counter = 0;
  const clubName = (base: string) => `${base} ${++counter}`;
  const createClub = async (json: Record<string, unknown>) => {
    const response = await t.request("/api/clubs", { method: "POST", json });
    expect(response.status).toBe(201);
    return (await response.json()) as Club;
  };

  itHonoursTheCrudContract(t, {
    path: "/api/clubs",
    notFoundMessage: "Club no encontrado",
    validBody: async () => ({ name: clubName("Real Contrato"), country: "España" }),
    patch: { body: { city: "Sevilla" }, field: "city", expected: "Sevilla" },
  });

  it("stores every field, trimmed, with empty optional text as null", async () => {
    const club = await createClub({
      name: "  Club Atlético Ribera  ",
      country: "España",
      league: "LaLiga",
      city: "  ",
      notes: "Buscan lateral zurdo",
    });
    expect(club).toMatchObject({
      name: "Club Atlético Ribera",
      country: "España",
      league: "LaLiga",
      city: null,
      notes: "Buscan lateral zurdo",
      version: 1,
    });
  });

  it("asks for a name and a country in Spanish and refuses unknown fields", async () => {
    const response = await t.request("/api/clubs", { method: "POST", json: { name: " ", presupuesto: 3 } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual({
      name: "El nombre del club es obligatorio",
      country: "El país es obligatorio",
      presupuesto: "Campo no permitido",
    });
  });

  it("refuses a second club whose name differs only in accents or case, on create and on rename", async () => {
    await createClub({ name: "Deportivo Alavés Test", country: "España" });
    const twin = await t.request("/api/clubs", {
      method: "POST",
      json: { name: "deportivo alaves test", country: "España" },
    });
    expect(twin.status).toBe(409);
    expect(await twin.json()).toMatchObject({
      error: { fields: { name: "Ya existe un club con ese nombre" } },
    });

    const other = await createClub({ name: "Otro Club Renombrado", country: "Portugal" });
    const rename = await t.request(`/api/clubs/${other.id}`, {
      method: "PATCH",
      json: { name: "DEPORTIVO ALAVÉS TEST" },
    });
    expect(rename.status).toBe(409);
  });

  it("finds clubs by name ignoring accents and case, in name order", async () => {
    await createClub({ name: "Atlético Búsqueda", country: "España" });
    await createClub({ name: "Atletico Búsqueda Dos", country: "España" });
    const page = (await (await t.request("/api/clubs?q=ATLETICO%20BUSQUEDA")).json()) as Page<Club>;
    expect(page.items.map((club) => club.name)).toEqual(["Atlético Búsqueda", "Atletico Búsqueda Dos"]);
  });

  it("records its edits in the history under the club's name", async () => {
    const club = await createClub({ name: clubName("Club Historia"), country: "España" });
    await t.request(`/api/clubs/${club.id}`, { method: "PATCH", json: { league: "Premier League" } });
    const history = (await (await t.request(`/api/activity?entityType=club&entityId=${club.id}`)).json()) as {
      items: ActivityEntry[];
    };
    expect(history.items.map((entry) => [entry.action, entry.entityLabel])).toEqual([
      ["update", club.name],
      ["create", club.name],
    ]);
    expect(history.items[0]?.changes).toEqual([{ field: "league", before: null, after: "Premier League" }]);
  });

  it("exports a CSV that imports back; a club already there is a duplicate, not a second club", async () => {
    const club = await createClub({
      name: clubName("Exportado FC"),
      country: "Italia",
      league: "Serie A",
      city: "Génova",
      notes: "Contacto: director deportivo",
    });
    const response = await t.request(`/api/clubs/export.csv?q=${encodeURIComponent(club.name)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/clubes/);
    const text = new TextDecoder().decode(new Uint8Array(await response.arrayBuffer())).replace(/^\uFEFF/, "");
    const [headers, row] = Papa.parse<string[]>(text, { delimiter: ";", skipEmptyLines: true }).data;
    expect(headers).toEqual(["Nombre", "País", "Liga", "Ciudad", "Notas"]);
    expect(row).toEqual([club.name, "Italia", "Serie A", "Génova", "Contacto: director deportivo"]);

    const rows = [
      { name: club.name, country: "Italia" },
      { name: clubName("Importado CF"), country: "Francia", league: "Ligue 1" },
    ];
    const imported = await t.request("/api/import/clubs", { method: "POST", json: { rows } });
    expect(imported.status).toBe(201);
    const result = (await imported.json()) as ImportResult;
    expect(result).toEqual({ created: 1, duplicates: [{ row: 2, name: club.name }] });
    const found = (await (await t.request(`/api/clubs?q=${encodeURIComponent(rows[1]!.name)}`)).json()) as Page<Club>;
    expect(found.items).toEqual([expect.objectContaining({ country: "Francia", league: "Ligue 1" })]);
  });

  it("imports nothing when one row lacks its country", async () => {
    const name = clubName("Sin País");
    const response = await t.request("/api/import/clubs", {
      method: "POST",
      json: { rows: [{ name: clubName("Con País"), country: "España" }, { name }] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { rows: [{ row: 3, fields: { country: "El país es obligatorio" } }] },
    });
    const found = (await (await t.request(`/api/clubs?q=${encodeURIComponent("Con País")}`)).json()) as Page<Club>;
    expect(found.items).toEqual([]);
  });
});
