import { readFile } from "node:fs/promises";

import { uniqueName } from "./fixtures/api";
import { makeBrand } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

test("Exportar CSV downloads the brands with Spanish headers, and the file re-imports a deleted brand", async ({
  page,
  request,
}) => {
  const brand = await makeBrand(request, {
    name: uniqueName("Marca Viajera"),
    sector: "Óptica",
    contactEmail: "viaje@marca.example",
  });
  await page.goto("/brands");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exportar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^marcas-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const text = await readFile(file, "utf8");
  expect(text.startsWith("\uFEFFNombre;Sector;Email de contacto;Patrocinios")).toBe(true);
  expect(text).toContain(`${brand.name};Óptica;viaje@marca.example;0`);

  expect((await request.delete(`/api/brands/${brand.id}`)).status()).toBe(204);
  await page.reload();
  await page.getByRole("button", { name: "Importar CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar marcas" });
  await dialog.getByLabel("Archivo CSV").setInputFiles(file);
  // The headers map themselves; the count column is not a brand field.
  await expect(dialog.getByLabel("Campo de la columna Nombre")).toHaveValue("name");
  await expect(dialog.getByLabel("Campo de la columna Patrocinios")).toHaveValue("");
  await dialog.getByRole("button", { name: /^Importar \d+ filas$/ }).click();
  await expect(page.getByText(/1 marca importada/)).toBeVisible();
  await expect(page.getByText(/ya existían y no se importaron/)).toBeVisible();
  const found = (await (await request.get(`/api/brands?q=${encodeURIComponent(brand.name)}`)).json()) as {
    items: { name: string }[];
  };
  expect(found.items.map((item) => item.name)).toEqual([brand.name]);
});

test("an import with an invalid row writes nothing and lists the row's problems in Spanish", async ({
  page,
  request,
}) => {
  const good = uniqueName("Importado Bueno");
  const csv = `Nombre,Posición,Nacionalidad,Equipo,Seguidores Instagram\n${good},Delantero,España,CD Prueba,"1.200.000"\n,Defensa,España,CD Prueba,muchos\n`;
  await page.goto("/players");
  await page.getByRole("button", { name: "Importar CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar jugadores" });
  await dialog
    .getByLabel("Archivo CSV")
    .setInputFiles({ name: "jugadores.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByRole("table")).toContainText(good);
  await dialog.getByRole("button", { name: "Importar 2 filas" }).click();
  await expect(dialog.getByText("1 fila tiene errores: no se ha importado nada")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Errores por fila" })).toContainText(
    "Fila 3: Nombre: El nombre es obligatorio; Seguidores Instagram: Los seguidores deben ser un número",
  );
  const found = (await (await request.get(`/api/players?q=${encodeURIComponent(good)}`)).json()) as {
    items: unknown[];
  };
  expect(found.items).toHaveLength(0);
});

test("a file saved by Spanish Excel as «CSV» (Windows-1252) imports with its accents, and says how to save UTF-8", async ({
  page,
  request,
}) => {
  const name = uniqueName("Germán Ibáñez");
  // Excel's default CSV: semicolons, and one Windows-1252 byte per accented letter.
  const csv = Buffer.from(`Nombre;Posición;Nacionalidad;Equipo\r\n${name};Lateral;España;CD Acentos\r\n`, "latin1");
  await page.goto("/players");
  await page.getByRole("button", { name: "Importar CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar jugadores" });
  await dialog.getByLabel("Archivo CSV").setInputFiles({ name: "jugadores.csv", mimeType: "text/csv", buffer: csv });
  await expect(dialog.getByRole("table")).toContainText(name);
  await expect(dialog.getByRole("status")).toContainText("se ha leído como Windows-1252");
  await expect(dialog.getByRole("status")).toContainText("«CSV UTF-8 (delimitado por comas)»");
  // "Posición" is a header Palco knows again.
  await expect(dialog.getByLabel("Campo de la columna Posición")).not.toHaveValue("");
  await dialog.getByRole("button", { name: "Importar 1 fila" }).click();
  await expect(page.getByText("1 jugador importado")).toBeVisible();
  const found = (await (await request.get(`/api/players?q=${encodeURIComponent(name)}`)).json()) as {
    items: { name: string; position: string }[];
  };
  expect(found.items).toEqual([expect.objectContaining({ name, position: "Lateral" })]);
});
