import { PNG } from "pngjs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import { COPY_LIMITS, copyFromBrief, type CampaignCopy } from "../../../shared/domain/campaign-copy";
import { CAMPAIGN_TEMPLATES, campaignTemplate } from "../../../shared/domain/campaign-templates";
import { initials } from "../../../shared/domain/initials";
import { ASPECT_RATIOS, IMAGE_STYLES, type AspectRatio, type ImageStyle } from "../../../shared/schemas/campaign-image";
import type { PosterBrand, PosterPlayer } from "./campaign-subjects";
import { posterSize } from "./poster-design";
import { hashtagOf, initialsOf, nameSize, photoBox, safeArea } from "./poster-layout";
import { renderPoster, renderPosterText, type PosterRequest } from "./render-poster";

const LONG_PLAYER = {
  name: "Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde",
  position: "Centrocampista ofensivo y mediapunta de enlace",
  team: "Real Sociedad Deportiva Cultural y Recreativa de Villanueva del Arzobispo",
};
const SHORT_PLAYER = { name: "Álvaro Martín Ruiz", position: "Delantero", team: "CD Ejemplo" };
// The longest copy the editor lets through.
const LONG_COPY: CampaignCopy = {
  headline: "Ñ".repeat(COPY_LIMITS.headline - 12) + " celebración",
  slogan: `${"Una frase que llena el lema entero ".repeat(3)}`.slice(0, COPY_LIMITS.slogan),
  hashtags: ["#UnHashtagBastanteLargoDeVerdad", "#OtroHashtagLargoTambién", "#ElTerceroDeLaLista"],
};
// A photo in one colour no poster uses, and a logo in another: each is found, or not, by its colour.
const PHOTO_GREEN = { r: 0, g: 255, b: 0 };
let photo: Buffer;
let logo: Buffer;
let brand: PosterBrand;
beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: PHOTO_GREEN } })
    .jpeg()
    .toBuffer();
  logo = await sharp({ create: { width: 400, height: 160, channels: 4, background: "#0000ff" } })
    .png()
    .toBuffer();
  brand = { name: "Marca de Pruebas", primaryColor: "#d62828", secondaryColor: "#1d3557", logo };
});

const request = (
  player: PosterPlayer,
  options: { aspectRatio: AspectRatio; style: ImageStyle; campaignType?: (typeof CAMPAIGN_TEMPLATES)[number]["id"] },
  extra: Partial<PosterRequest> = {},
): PosterRequest => ({
  player,
  brand: null,
  copy: copyFromBrief("Mensaje: A por todas", campaignTemplate(options.campaignType ?? "product-launch")),
  options: { campaignType: "product-launch", quality: "standard", ...options },
  ...extra,
});

/** Painted pixels of an RGBA buffer outside the rectangle. */
function paintedOutside(image: { width: number; height: number; pixels: Buffer }, box: ReturnType<typeof safeArea>) {
  let outside = 0;
  let inside = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.pixels[(y * image.width + x) * 4 + 3]! === 0) continue;
      const within = x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
      if (within) inside++;
      else outside++;
    }
  }
  return { inside, outside };
}

/** How many pixels of a PNG region are close to a colour. */
function pixelsNear(
  png: PNG,
  region: { left: number; top: number; width: number; height: number },
  colour: { r: number; g: number; b: number },
) {
  let count = 0;
  for (let y = Math.round(region.top); y < Math.round(region.top + region.height); y++) {
    for (let x = Math.round(region.left); x < Math.round(region.left + region.width); x++) {
      const at = (y * png.width + x) * 4;
      const gap = Math.max(
        Math.abs(png.data[at]! - colour.r),
        Math.abs(png.data[at + 1]! - colour.g),
        Math.abs(png.data[at + 2]! - colour.b),
      );
      if (gap < 40) count++;
    }
  }
  return count;
}

describe("the campaign poster", () => {
  it("sizes the image from the ratio and the quality's short side", () => {
    // At least 1080 px on the short side at "standard": a Stories image is 1080×1920.
    expect(posterSize("9:16", "standard")).toEqual({ width: 1080, height: 1920 });
    expect(posterSize("16:9", "standard")).toEqual({ width: 1920, height: 1080 });
    expect(posterSize("4:5", "standard")).toEqual({ width: 1080, height: 1350 });
    expect(posterSize("9:16", "high")).toEqual({ width: 1350, height: 2400 });
    expect(posterSize("1:1", "ultra")).toEqual({ width: 2160, height: 2160 });
  });

  it("keeps Stories' top 14 % and bottom 20 % free of text", () => {
    const area = safeArea(1080, 1920);
    expect(area.top).toBeGreaterThanOrEqual(1920 * 0.14);
    expect(1920 - area.top - area.height).toBeGreaterThanOrEqual(1920 * 0.2);
  });

  it("writes every word inside the safe area: every template, style and ratio, with and without photo and logo", async () => {
    const failures: string[] = [];
    // Every pair of template, ratio and style is drawn, each with and without pictures: the style turns with the
    // template and the ratio, so that 48 renders meet every pair the 192 of the full product would.
    for (const [templateIndex, template] of CAMPAIGN_TEMPLATES.entries()) {
      for (const [ratioIndex, aspectRatio] of ASPECT_RATIOS.entries()) {
        const style = IMAGE_STYLES[(templateIndex + ratioIndex) % IMAGE_STYLES.length]!;
        for (const [player, withPictures, copy] of [
          [SHORT_PLAYER, true, undefined],
          [LONG_PLAYER, false, LONG_COPY],
        ] as const) {
          const text = await renderPosterText(
            request(
              { ...player, photo: withPictures ? photo : null },
              { aspectRatio, style, campaignType: template.id },
              { brand: withPictures ? brand : null, product: withPictures ? logo : null, ...(copy ? { copy } : {}) },
            ),
          );
          const { inside, outside } = paintedOutside(text, text.safe);
          const label = `${template.id} ${aspectRatio} ${style} ${withPictures ? "con foto y logo" : "sin foto"}`;
          if (outside > 0) failures.push(`${label}: ${outside} píxeles fuera`);
          // Not an empty drawing that passes by saying nothing.
          if (inside < 2000) failures.push(`${label}: solo ${inside} píxeles de texto`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("shows the player's photo where the style puts it, and not without one", async () => {
    for (const style of IMAGE_STYLES) {
      const options = { aspectRatio: "4:5" as const, style };
      const { width, height } = posterSize("4:5", "standard");
      const box = photoBox(width, height, style);
      // The top of the photo's box: above the words, under no shade.
      const region = { left: box.left + box.width * 0.3, top: box.top + 2, width: box.width * 0.4, height: 40 };
      const area = region.width * region.height;
      const withPhoto = PNG.sync.read(await renderPoster(request({ ...SHORT_PLAYER, photo }, options)));
      const without = PNG.sync.read(await renderPoster(request({ ...SHORT_PLAYER, photo: null }, options)));
      expect(pixelsNear(without, region, PHOTO_GREEN), style).toBe(0);
      if (style === "realistic" || style === "minimalist") {
        // As it was taken.
        expect(pixelsNear(withPhoto, region, PHOTO_GREEN), style).toBeGreaterThan(area * 0.9);
      } else {
        // Treated (two inks, or contrast): the region is the photo's, not the poster's own background.
        let changed = 0;
        for (let y = region.top; y < region.top + region.height; y++)
          for (let x = Math.round(region.left); x < Math.round(region.left + region.width); x++) {
            const at = (y * width + x) * 4;
            const gap = [0, 1, 2].map((channel) =>
              Math.abs(withPhoto.data[at + channel]! - without.data[at + channel]!),
            );
            if (Math.max(...gap) > 25) changed++;
          }
        expect(changed, style).toBeGreaterThan(area * 0.9);
      }
    }
  }, 30_000);

  it("shows a launch's product, from the deal, on its card", async () => {
    const launch = {
      aspectRatio: "1:1" as const,
      style: "realistic" as const,
      campaignType: "product-launch" as const,
    };
    const withProduct = PNG.sync.read(
      await renderPoster(request({ ...SHORT_PLAYER, photo: null }, launch, { product: logo })),
    );
    const without = PNG.sync.read(await renderPoster(request({ ...SHORT_PLAYER, photo: null }, launch)));
    const whole = { left: 0, top: 0, width: 1080, height: 1080 };
    expect(pixelsNear(withProduct, whole, { r: 0, g: 0, b: 255 })).toBeGreaterThan(20_000);
    expect(pixelsNear(without, whole, { r: 0, g: 0, b: 255 })).toBe(0);
  });

  it("carries the brand: its logo, its name and, for an ambassador, a band in its colour", async () => {
    const png = PNG.sync.read(
      await renderPoster(
        request(
          { ...SHORT_PLAYER, photo: null },
          { aspectRatio: "1:1", style: "realistic", campaignType: "brand-ambassador" },
          { brand },
        ),
      ),
    );
    const whole = { left: 0, top: 0, width: 1080, height: 1080 };
    expect(pixelsNear(png, whole, { r: 0, g: 0, b: 255 })).toBeGreaterThan(5000);
    const band = { left: 100, top: 1080 - 20, width: 800, height: 15 };
    expect(pixelsNear(png, band, { r: 0xd6, g: 0x28, b: 0x28 })).toBe(800 * 15);
  });

  it("a rendered poster is a PNG that decodes at the chosen size", async () => {
    const png = await renderPoster({
      ...request({ ...SHORT_PLAYER, photo }, { aspectRatio: "4:5", style: "dramatic" }),
      options: { campaignType: "victory-celebration", aspectRatio: "4:5", quality: "high", style: "dramatic" },
    });
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([1350, 1688]);
  });

  it("shrinks a long name so its lines fit the height it is given", () => {
    expect(nameSize("Ana", 800, 200, 120, 0.7)).toBe(120);
    const long = nameSize(LONG_PLAYER.name, 800, 200, 120, 0.7);
    expect(long).toBeLessThan(70);
    expect(long).toBeGreaterThan(8);
  });

  it("writes initials and hashtags the way a campaign does", () => {
    // The avatar's initials (first name and first surname), not a second way of writing them.
    expect(initialsOf("Álvaro Martín Ruiz")).toBe(initials("Álvaro Martín Ruiz"));
    expect(initialsOf("Álvaro Martín Ruiz")).toBe("ÁM");
    expect(initialsOf("Pelé")).toBe("P");
    expect(initialsOf("⚽ 🏆")).toBe("P");
    expect(hashtagOf("Álvaro Martín Ruiz")).toBe("AlvaroMartinRuiz");
  });
});
