import { describe, expect, it } from "vitest";

import type { Brand } from "../../../shared/schemas/brand";
import { itHonoursTheCrudContract } from "../../test/crud-contract";
import { useSignedInApp } from "../../test/signed-in-app";

const t = useSignedInApp();

describe("/api/brands", () => {
  itHonoursTheCrudContract(t, {
    path: "/api/brands",
    notFoundMessage: "Marca no encontrada",
    validBody: async () => ({
      name: `Marca ${Math.random()}`,
      sector: "Bebidas",
      contactEmail: "hola@marca.example",
    }),
    patch: { body: { sector: "Gaming" }, field: "sector", expected: "Gaming" },
  });

  it("validates name, sector and contact email", async () => {
    const response = await t.request("/api/brands", {
      method: "POST",
      json: { name: "", sector: " ", contactEmail: "no-email" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        fields: {
          name: "El nombre es obligatorio",
          sector: "El sector es obligatorio",
          contactEmail: "Introduce un email válido",
        },
      },
    });
  });

  it("refuses a second brand with the same name (any case, any accents) with 409 on the name field", async () => {
    const first = await t.make.brand({ name: "Única" });
    for (const name of ["ÚNICA", "Unica", "unicá"]) {
      const response = await t.request("/api/brands", { method: "POST", json: { name, sector: "Deportes" } });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        error: {
          code: "conflict",
          message: "Ya existe una marca con ese nombre",
          fields: { name: "Ya existe una marca con ese nombre" },
        },
      });
    }
    const other = await t.make.brand({ name: "Otra Única" });
    const renamed = await t.request(`/api/brands/${other.id}`, { method: "PATCH", json: { name: "UNICA" } });
    expect(renamed.status).toBe(409);
    expect((await t.request(`/api/brands/${first.id}`, { method: "PATCH", json: { name: "Única" } })).status).toBe(200);
  });

  it("refuses a sector change that would put two exclusive deals of one player in the same sector, and writes nothing", async () => {
    const f = t.make;
    const player = await f.player({ name: "Mateo Exclusivo" });
    const [boots, drinks] = await Promise.all([
      f.brand({ name: "Botas Uno", sector: "Calzado" }),
      f.brand({ name: "Refrescos Dos", sector: "Bebidas" }),
    ]);
    await f.deal(player.id, boots.id, { stage: "Activa", exclusive: true });
    await f.deal(player.id, drinks.id, { stage: "Activa" });

    const moved = await t.request(`/api/brands/${drinks.id}`, { method: "PATCH", json: { sector: "calzado" } });
    expect(moved.status).toBe(409);
    expect(((await moved.json()) as { error: { message: string } }).error.message).toBe(
      "Conflicto de exclusividad: Mateo Exclusivo ya tiene un acuerdo exclusivo de Calzado con Botas Uno",
    );
    expect(((await (await t.request(`/api/brands/${drinks.id}`)).json()) as Brand).sector).toBe("Bebidas");
    // A sector without a clash, or a change of case only, goes through.
    expect((await t.request(`/api/brands/${drinks.id}`, { method: "PATCH", json: { sector: "Moda" } })).status).toBe(
      200,
    );
    expect((await t.request(`/api/brands/${boots.id}`, { method: "PATCH", json: { sector: "CALZADO" } })).status).toBe(
      200,
    );
  });

  it("counts the brands", async () => {
    const before = (await (await t.request("/api/brands/count")).json()) as { total: number };
    await t.make.brand();
    expect(await (await t.request("/api/brands/count")).json()).toEqual({ total: before.total + 1 });
    expect((await t.anonymous("/api/brands/count")).status).toBe(401);
  });

  it("counts a brand's deals and deletes them with it", async () => {
    const f = t.make;
    const brand = await f.brand();
    const player = await f.player();
    const deal = await f.deal(player.id, brand.id);
    await f.deal(player.id, brand.id);
    const fetched = (await (await t.request(`/api/brands/${brand.id}`)).json()) as Brand;
    expect(fetched.dealCount).toBe(2);

    expect((await t.request(`/api/brands/${brand.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(`/api/deals/${deal.id}`)).status).toBe(404);
    expect((await t.request(`/api/players/${player.id}`)).status).toBe(200);
  });
});
