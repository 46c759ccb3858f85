import { readdirSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Brand } from "../../../shared/schemas/brand";
import { PICTURE_MAX_BYTES } from "../../../shared/schemas/picture";
import type { Player } from "../../../shared/schemas/player";
import { fixtures } from "../../test/fixtures";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let agent: string;
let make: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.signIn();
  make = fixtures(t, agent);
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string } };

const picture = (width: number, height: number, colour = "#2563eb") =>
  sharp({ create: { width, height, channels: 3, background: colour } });
const upload = (path: string, bytes: Buffer | Uint8Array, type = "image/png", name = "foto.png") => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request(path, { method: "POST", cookie: agent, body: form });
};
const storedFiles = () => readdirSync(t.filesDir);
const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const channelGap = (hex: string | null, expected: string) => {
  if (!hex) return Infinity;
  const wanted = channels(expected);
  return Math.max(...channels(hex).map((value, index) => Math.abs(value - wanted[index]!)));
};
const messageOf = async (response: Response) => ((await response.json()) as ErrorBody).error.message;

describe("a player's photo", () => {
  it("is uploaded, served without the camera's metadata, replaced, and removed", async () => {
    const player = await make.player();
    const before = storedFiles().length;
    // A phone's JPEG, with where it was taken in its metadata.
    const phoneJpeg = await picture(600, 800)
      .jpeg()
      .withExif({ IFD0: { Make: "Telefono", Model: "Camara" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    const uploaded = await upload(`/api/players/${player.id}/photo`, phoneJpeg, "image/jpeg", "yo.jpg");
    expect(uploaded.status).toBe(200);
    const withPhoto = (await uploaded.json()) as Player;
    expect(withPhoto.photoUrl).toMatch(new RegExp(`^/api/players/${player.id}/photo\\?v=\\d+$`));
    const served = await t.request(withPhoto.photoUrl!, { cookie: agent });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const kept = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([kept.width, kept.height]).toEqual([600, 800]);
    expect(kept.exif).toBeUndefined();
    expect(storedFiles()).toHaveLength(before + 1);

    // A new photo (WebP) takes the place of the old one: one file, a new address, a new version.
    const webp = await picture(500, 500, "#16a34a").webp().toBuffer();
    const replaced = (await (
      await upload(`/api/players/${player.id}/photo`, webp, "image/webp", "nueva.webp")
    ).json()) as Player;
    expect(replaced.photoUrl).not.toBe(withPhoto.photoUrl);
    expect(replaced.version).toBeGreaterThan(withPhoto.version);
    expect(storedFiles()).toHaveLength(before + 1);

    const removed = await t.request(`/api/players/${player.id}/photo`, { method: "DELETE", cookie: agent });
    expect(removed.status).toBe(204);
    expect(storedFiles()).toHaveLength(before);
    const after = (await (await t.request(`/api/players/${player.id}`, { cookie: agent })).json()) as Player;
    expect(after.photoUrl).toBeNull();
    const gone = await t.request(`/api/players/${player.id}/photo`, { cookie: agent });
    expect(gone.status).toBe(404);
    expect(await messageOf(gone)).toBe("Este jugador no tiene foto");
  });

  it("refuses an SVG, a renamed file, a small or huge picture, and a form without the file", async () => {
    const player = await make.player();
    const path = `/api/players/${player.id}/photo`;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script/></svg>');
    for (const [bytes, type, name] of [
      [svg, "image/svg+xml", "logo.svg"],
      [Buffer.from("%PDF-1.7 no soy una foto"), "image/png", "foto.png"],
    ] as const) {
      const refused = await upload(path, bytes, type, name);
      expect(refused.status).toBe(400);
      expect(await messageOf(refused)).toBe("Solo se admiten imágenes PNG, JPG o WebP");
    }
    const small = await upload(path, await picture(200, 400).png().toBuffer());
    expect(small.status).toBe(400);
    expect(await messageOf(small)).toBe("La imagen es demasiado pequeña: necesita al menos 300 px en su lado corto");
    const heavy = await upload(path, Buffer.alloc(PICTURE_MAX_BYTES + 200 * 1024));
    expect(heavy.status).toBe(413);
    expect(await messageOf(heavy)).toBe("La imagen no puede superar 8 MB");
    const noFile = await t.request(path, { method: "POST", cookie: agent, json: { file: "x" } });
    expect(noFile.status).toBe(400);
    expect(await messageOf(noFile)).toBe("Envía la imagen en el campo «file» de un formulario");
    const player2 = (await (await t.request(`/api/players/${player.id}`, { cookie: agent })).json()) as Player;
    expect(player2.photoUrl).toBeNull();
  });

  it("answers 401 without a session and 404 for an unknown player", async () => {
    const png = await picture(400, 400).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
    const player = await make.player();
    expect((await t.request(`/api/players/${player.id}/photo`, { method: "POST", body: form })).status).toBe(401);
    const unknown = await upload("/api/players/00000000-0000-4000-8000-000000000000/photo", png);
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe("Jugador no encontrado");
  });

  it("goes with the player when the player is deleted", async () => {
    const player = await make.player();
    const before = storedFiles().length;
    await upload(`/api/players/${player.id}/photo`, await picture(400, 400).png().toBuffer());
    expect(storedFiles()).toHaveLength(before + 1);
    expect((await t.request(`/api/players/${player.id}`, { method: "DELETE", cookie: agent })).status).toBe(204);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe("a deal's product picture", () => {
  it("is kept as PNG, named on the deal, and goes with the deal", async () => {
    const player = await make.player();
    const brand = await make.brand();
    const deal = await make.deal(player.id, brand.id, { fee: "5.000€" });
    const before = storedFiles().length;
    const product = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const response = await upload(`/api/deals/${deal.id}/product`, product);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as { productUrl: string | null };
    expect(updated.productUrl).toMatch(new RegExp(`^/api/deals/${deal.id}/product\\?v=\\d+$`));
    const served = await t.request(updated.productUrl!, { cookie: agent });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(storedFiles()).toHaveLength(before + 1);
    expect((await t.request(`/api/deals/${deal.id}`, { method: "DELETE", cookie: agent })).status).toBe(204);
    expect(storedFiles()).toHaveLength(before);
  });
});

describe("a brand's logo and colours", () => {
  // A red mark with a navy band on a transparent background, as logos come.
  const logo = () =>
    sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        { input: { create: { width: 200, height: 120, channels: 4, background: "#d62828" } }, left: 50, top: 10 },
        { input: { create: { width: 200, height: 50, channels: 4, background: "#1d3557" } }, left: 50, top: 140 },
      ])
      .png()
      .toBuffer();

  it("keeps the logo with its transparency and takes the brand's colours from it", async () => {
    const brand = await make.brand();
    const response = await upload(`/api/brands/${brand.id}/logo`, await logo());
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Brand;
    expect(updated.logoUrl).toMatch(/^\/api\/brands\/.+\/logo\?v=\d+$/);
    // Scaling the logo down blends edges: within a step or two of each ink.
    expect(channelGap(updated.primaryColor, "#d62828")).toBeLessThanOrEqual(3);
    expect(channelGap(updated.secondaryColor, "#1d3557")).toBeLessThanOrEqual(3);
    const served = await t.request(updated.logoUrl!, { cookie: agent });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).hasAlpha).toBe(true);
  });

  it("keeps the colours the agent set, and refuses a colour that is not #rrggbb", async () => {
    const brand = await make.brand({ primaryColor: "#00A19A" });
    const updated = (await (await upload(`/api/brands/${brand.id}/logo`, await logo())).json()) as Brand;
    expect(updated.primaryColor).toBe("#00a19a");
    const wrong = await t.request(`/api/brands/${brand.id}`, {
      method: "PATCH",
      cookie: agent,
      json: { secondaryColor: "rojo" },
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain("Usa un color en formato #rrggbb, por ejemplo #1e3a8a");
  });

  it("is refused as SVG and goes with the brand", async () => {
    const brand = await make.brand();
    const svg = await upload(
      `/api/brands/${brand.id}/logo`,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "image/svg+xml",
      "logo.svg",
    );
    expect(svg.status).toBe(400);
    const before = storedFiles().length;
    await upload(`/api/brands/${brand.id}/logo`, await logo());
    expect(storedFiles()).toHaveLength(before + 1);
    expect((await t.request(`/api/brands/${brand.id}`, { method: "DELETE", cookie: agent })).status).toBe(204);
    expect(storedFiles()).toHaveLength(before);
  });
});
