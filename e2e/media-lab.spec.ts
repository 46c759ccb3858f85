import { readFileSync } from "node:fs";
import { type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

import { uniqueName } from "./fixtures/api";
import { animationsSettled, expectNothingSerious } from "./fixtures/axe";
import { makePlayer } from "./fixtures/records";
import { expect, test } from "./fixtures/test";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function openMediaLab(page: Page, request: APIRequestContext, spelling: "medialab" | "media-lab" = "medialab") {
  const name = uniqueName("Nerea Campaña");
  const player = await makePlayer(request, {
    name,
    position: "Extremo",
    team: "CD Creativo",
  });
  await page.goto(`/players/${player.id}/${spelling}`);
  await expect(page.getByRole("heading", { name: "Generador de imágenes de campaña" })).toBeVisible();
  return { ...player, name };
}

test("templates fill the brief, a blank one is refused, and the image is made, downloaded, kept and cleared", async ({
  page,
  request,
}) => {
  const player = await openMediaLab(page, request);
  await expect(page.getByText("Todavía no hay imágenes de campaña para este jugador")).toBeVisible();
  // SPEC.md's defaults.
  await expect(page.getByLabel("Tipo de campaña")).toHaveValue("product-launch");
  await expect(page.getByLabel("Formato")).toHaveValue("16:9");
  await expect(page.getByLabel("Calidad")).toHaveValue("high");
  await expect(page.getByLabel("Estilo")).toHaveValue("realistic");
  // SPEC's format names stay, with what each is said in Spanish beside them.
  await expect(page.getByRole("heading", { name: "Plantillas" })).toBeVisible();
  await expect(page.getByLabel("Formato").locator("option")).toHaveText([
    "1:1 (Instagram Post) · cuadrada, publicación",
    "16:9 (Landscape) · horizontal, web y YouTube",
    "9:16 (Stories/Reels) · vertical, historias y reels",
    "4:5 (Instagram Portrait) · vertical, publicación",
  ]);
  const description = page.getByLabel("Descripción de la campaña");
  expect((await description.boundingBox())!.height).toBeGreaterThanOrEqual(120);

  let calls = 0;
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/ai/campaign-image")) calls++;
  });
  await page.getByRole("button", { name: "Generar Imagen" }).click();
  await expect(page.getByText("Por favor ingresa una descripción").first()).toBeVisible();
  expect(calls).toBe(0);

  await page.getByRole("button", { name: "Aplicar plantilla Celebración de Victoria" }).click();
  await expect(page.getByText('Template "Celebración de Victoria" aplicado')).toBeVisible();
  await expect(page.getByLabel("Tipo de campaña")).toHaveValue("victory-celebration");
  await expect(description).toHaveValue(/Celebración del gol de la victoria/);
  await page.getByLabel("Formato").selectOption("1:1");
  await page.getByLabel("Calidad").selectOption("standard");

  // Held back a moment so that the generating state can be seen.
  await page.route("**/api/ai/campaign-image", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "Generar Imagen" }).click();
  await expect(page.getByRole("button", { name: "Generando..." })).toBeDisabled();
  await expect(page.getByRole("progressbar", { name: "Generando imagen" })).toBeVisible();
  await expect(page.getByText("Imagen generada exitosamente")).toBeVisible();
  const result = page.getByTestId("campaign-result");
  await expect(result.getByText("Listo")).toBeVisible();
  await expect(result.getByRole("img", { name: `Imagen de campaña de ${player.name}` })).toHaveJSProperty(
    "naturalWidth",
    1080,
  );

  const downloadEvent = page.waitForEvent("download");
  await result.getByRole("link", { name: "Descargar" }).click();
  const download = await downloadEvent;
  // The campaign in Spanish, never the template id ("victory-celebration").
  expect(download.suggestedFilename()).toMatch(/^nerea-campana-[a-z0-9]+-celebracion-de-victoria-\d{8}-\d{6}\.png$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  await expect(page.getByTestId("campaign-history-item")).toHaveCount(1);
  await expect(page.getByTestId("campaign-history-item")).toContainText("Celebración de Victoria");
  await page.getByRole("button", { name: "Nueva Imagen" }).click();
  await expect(result).toBeHidden();
  await expect(description).toHaveValue("");

  // A second image goes first in the history; deleting it asks first.
  await page.getByRole("button", { name: "Aplicar plantilla Motivacional" }).click();
  await page.getByRole("button", { name: "Generar Imagen" }).click();
  await expect(page.getByTestId("campaign-result")).toBeVisible();
  await expect(page.getByTestId("campaign-history-item")).toHaveCount(2);
  await expect(page.getByTestId("campaign-history-item").first()).toContainText("Motivacional");
  await page.getByRole("button", { name: "Eliminar Motivacional" }).click();
  await page.getByRole("alertdialog", { name: "¿Eliminar imagen?" }).getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText("Imagen eliminada")).toBeVisible();
  await expect(page.getByTestId("campaign-history-item")).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId("campaign-history-item")).toHaveCount(1);
});

test("SPEC.md's messages for a rate limit, missing credits, an answer without image and other errors", async ({
  page,
  request,
}) => {
  await openMediaLab(page, request, "media-lab");
  await page.getByLabel("Descripción de la campaña").fill("Presentación de la nueva camiseta");
  const answers: [number, unknown, string][] = [
    [
      429,
      { error: { code: "rate_limited", message: "Too many" } },
      "Límite de solicitudes alcanzado. Intenta en unos minutos.",
    ],
    [402, { error: { code: "credits_required", message: "Pago" } }, "Se requiere recarga de créditos."],
    [
      200,
      { success: false, imageUrl: null, error: "El modelo no devolvió imagen", image: null },
      "El modelo no devolvió imagen",
    ],
    [200, { success: false, imageUrl: null, error: null, image: null }, "Error al generar imagen"],
    [500, { error: { code: "internal", message: "Fallo del servidor de imágenes" } }, "Fallo del servidor de imágenes"],
  ];
  for (const [status, body, message] of answers) {
    await page.unroute("**/api/ai/campaign-image");
    await page.route("**/api/ai/campaign-image", (route) =>
      route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
    );
    await page.getByRole("button", { name: "Generar Imagen" }).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByTestId("campaign-result")).toHaveCount(0);
    // The brief is kept for another try.
    await expect(page.getByLabel("Descripción de la campaña")).toHaveValue("Presentación de la nueva camiseta");
  }
});

test("an unknown player shows no generator", async ({ page }) => {
  await page.goto("/players/00000000-0000-4000-8000-000000000000/medialab");
  await expect(page.getByText("Jugador no encontrado")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Generador de imágenes de campaña" })).toHaveCount(0);
});

test("the media lab with a generated image passes axe at 1440 and 390 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openMediaLab(page, request);
  await page.getByRole("button", { name: "Aplicar plantilla Impacto Social" }).click();
  await page.getByRole("button", { name: "Generar Imagen" }).click();
  await expect(page.getByTestId("campaign-history-item")).toHaveCount(1);
  // One image, then the same screen narrowed to a phone: the layout follows the width as it changes.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await animationsSettled(page);
    await expectNothingSerious(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test("a photo and a logo uploaded, a campaign for the brand with the copy edited, downloaded and found by brand", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const player = await makePlayer(request, { name: uniqueName("Iria Retrato"), position: "Lateral", team: "CD Foto" });
  const brand = (await (
    await request.post("/api/brands", { data: { name: uniqueName("Aqualis Foto"), sector: "Bebidas" } })
  ).json()) as { id: string; name: string };
  await request.post("/api/deals", {
    data: { playerId: player.id, brandId: brand.id, stage: "Activa", type: "Embajador", fee: "90.000€" },
  });
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#2a9d8f" } })
    .jpeg()
    .toBuffer();
  const logo = await sharp({
    create: { width: 500, height: 200, channels: 4, background: { r: 0, g: 119, b: 182, alpha: 1 } },
  })
    .png()
    .toBuffer();

  // The photo, framed in the browser; an SVG is refused before anything is sent.
  await page.goto(`/players/${player.id}/summary`);
  await page.getByRole("button", { name: "Foto", exact: true }).click();
  const photoDialog = page.getByRole("dialog", { name: `Foto de ${player.name}` });
  await photoDialog
    .getByLabel("Elegir imagen")
    .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(photoDialog.getByText("Solo se admiten imágenes PNG, JPG o WebP")).toBeVisible();
  await photoDialog
    .getByLabel("Elegir imagen")
    .setInputFiles({ name: "yo.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(photoDialog.getByLabel("Zoom")).toBeVisible();
  await photoDialog.getByRole("button", { name: "Guardar foto" }).click();
  await expect(page.getByText("Foto guardada")).toBeVisible();
  await expect(page.locator(`img[src^="/api/players/${player.id}/photo?v="]`).first()).toBeVisible();

  await page.goto(`/brands/${brand.id}`);
  await page.getByRole("button", { name: "Logo", exact: true }).click();
  const logoDialog = page.getByRole("dialog", { name: `Logo de ${brand.name}` });
  await logoDialog.getByLabel("Elegir imagen").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await logoDialog.getByRole("button", { name: "Guardar logo" }).click();
  await expect(page.getByText("Logo guardado")).toBeVisible();
  await expect(page.getByText("Colores de marca:")).toContainText("#0077b6");

  // The campaign for the deal: the copy comes from the brief, the agent changes the headline.
  await page.goto(`/players/${player.id}/media-lab`);
  await page.getByLabel("Campaña para").selectOption({ label: `${brand.name} · Embajador (Activa)` });
  await page.getByLabel("Tipo de campaña").selectOption("brand-ambassador");
  await page.getByLabel("Formato").selectOption("9:16");
  await page.getByLabel("Calidad").selectOption("standard");
  await page
    .getByLabel("Descripción de la campaña")
    .fill(
      "Pieza para redes con luz de tarde y sin logos ajenos, revisada por legal. Mensaje: Agua para ganar #Aqualis",
    );
  await expect(page.getByLabel("Lema")).toHaveValue("Agua para ganar");
  await expect(page.getByLabel("Hashtags")).toHaveValue("#Aqualis");
  await page.getByLabel("Titular").fill("Embajadora Aqualis");
  await expect(page.getByText("Lo has cambiado tú: se imprime tal cual.")).toBeVisible();
  await page.getByRole("button", { name: "Generar Imagen" }).click();
  const result = page.getByTestId("campaign-result");
  await expect(result.getByRole("img", { name: `Imagen de campaña de ${player.name}` })).toHaveJSProperty(
    "naturalHeight",
    1920,
  );
  const downloadEvent = page.waitForEvent("download");
  await result.getByRole("link", { name: "Descargar" }).click();
  expect([...readFileSync((await (await downloadEvent).path())!).subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  const stored = (await (
    await request.get(`/api/campaign-images?playerId=${player.id}&brandId=${brand.id}`)
  ).json()) as {
    items: { copy: { headline: string; slogan: string; hashtags: string[] } }[];
  };
  expect(stored.items[0]?.copy).toEqual({
    headline: "Embajadora Aqualis",
    slogan: "Agua para ganar",
    hashtags: ["#Aqualis"],
  });
  await expect(page.getByTestId("campaign-history-item").first()).toContainText(brand.name);
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: brand.name });
  await expect(page.getByTestId("campaign-history-item")).toHaveCount(1);
});
