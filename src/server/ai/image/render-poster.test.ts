import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";

import { CAMPAIGN_TEMPLATES, keyPhrase } from "../../../shared/domain/campaign-templates";
import { initials } from "../../../shared/domain/initials";
import { ASPECT_RATIOS, IMAGE_STYLES } from "../../../shared/schemas/campaign-image";
import { posterSize } from "./poster-design";
import { hashtagOf, initialsOf, nameSize } from "./poster-layout";
import { renderPoster, renderPosterWithMargin } from "./render-poster";

const LONG_PLAYER = {
  name: "Maximiliano Alejandro de la Santísima Trinidad Fernández-Villaverde",
  position: "Centrocampista ofensivo y mediapunta de enlace",
  team: "Real Sociedad Deportiva Cultural y Recreativa de Villanueva del Arzobispo",
};
const SHORT_PLAYER = { name: "Álvaro Martín Ruiz", position: "Delantero", team: "CD Ejemplo" };
const LONG_PROMPT = `${"Una campaña muy larga que describe con todo detalle cada momento del rodaje ".repeat(8)}y termina aquí.`;
const MARGIN = 40;

/** Painted pixels outside the poster's rectangle on its transparent margin. */
function pixelsOutside(image: {
  width: number;
  height: number;
  pixels: Buffer;
  posterWidth: number;
  posterHeight: number;
}) {
  let count = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const inside = x >= MARGIN && x < MARGIN + image.posterWidth && y >= MARGIN && y < MARGIN + image.posterHeight;
      if (!inside && image.pixels[(y * image.width + x) * 4 + 3]! > 0) count++;
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

  it("keeps every text inside the canvas for every ratio and style, with the longest texts any template gives", async () => {
    // A template only brings its label and headline; the longest of each stands for all of them. The name is tried
    // short (drawn at the largest size) and very long (shrunk and wrapped), with the longest key phrase.
    const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a));
    const campaignLabel = longest(CAMPAIGN_TEMPLATES.map((template) => template.name));
    const headline = longest(CAMPAIGN_TEMPLATES.map((template) => template.headline));
    const phrase = keyPhrase(LONG_PROMPT);
    for (const aspectRatio of ASPECT_RATIOS) {
      for (const style of IMAGE_STYLES) {
        for (const player of [SHORT_PLAYER, LONG_PLAYER]) {
          const content = {
            playerName: player.name,
            position: player.position,
            team: player.team,
            campaignLabel,
            headline,
            phrase,
          };
          const image = await renderPosterWithMargin(content, { aspectRatio, quality: "standard", style }, MARGIN);
          expect(pixelsOutside(image), `${aspectRatio} ${style} ${player.name}`).toBe(0);
        }
      }
    }
  }, 120_000);

  it("a rendered poster is a PNG that decodes at the chosen size", async () => {
    const png = await renderPoster(
      { name: "Diego Salvatierra", position: "Centrocampista", team: "Marítimo FC" },
      {
        prompt: CAMPAIGN_TEMPLATES[1]!.prompt,
        campaignType: "victory-celebration",
        aspectRatio: "4:5",
        quality: "high",
        style: "dramatic",
      },
    );
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([1350, 1688]);
    // Not a blank canvas: the poster's dark background and its light text are both there.
    const lightPixels = decoded.data.filter((_, index) => index % 4 === 0 && decoded.data[index]! > 200).length;
    expect(lightPixels).toBeGreaterThan(1000);
  });

  it("shrinks a long name so its lines fit the height it is given", () => {
    expect(nameSize("Ana", 800, 200, 120, 0.7)).toBe(120);
    const long = nameSize(LONG_PLAYER.name, 800, 200, 120, 0.7);
    expect(long).toBeLessThan(70);
    expect(long).toBeGreaterThan(8);
  });

  it("writes initials, hashtags and key phrases the way a campaign does", () => {
    // The avatar's initials (first name and first surname), not a second way of writing them.
    expect(initialsOf("Álvaro Martín Ruiz")).toBe(initials("Álvaro Martín Ruiz"));
    expect(initialsOf("Álvaro Martín Ruiz")).toBe("ÁM");
    expect(initialsOf("Pelé")).toBe("P");
    expect(initialsOf("⚽ 🏆")).toBe("P");
    expect(hashtagOf("Álvaro Martín Ruiz")).toBe("AlvaroMartinRuiz");
    expect(keyPhrase("Sesión al amanecer, con el mensaje: El trabajo que nadie ve. Luz cálida.")).toBe(
      "El trabajo que nadie ve",
    );
    expect(keyPhrase("Nueva colección de invierno. Fotos en la nieve.")).toBe("Nueva colección de invierno");
    expect(keyPhrase(LONG_PROMPT).length).toBeLessThanOrEqual(91);
    expect(keyPhrase(LONG_PROMPT).endsWith("…")).toBe(true);
  });
});
