// Draws the installed app's icons from Palco's mark (src/web/public/favicon.svg's letter on its navy), into
// src/web/public. Run it when the mark changes; the PNGs are committed, so a build needs nothing of this.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

const out = path.resolve(import.meta.dirname, "../src/web/public");
const NAVY = "#0b1526";
const GOLD = "#e3b341";
const LETTER = "M9 24V8h8.5a5.5 5.5 0 0 1 0 11H13v5z";

// `inset`: the share of the side the letter's 32-unit box takes; a maskable icon keeps it in the middle 60 %.
function icon({ size, rounded, inset }) {
  const scale = inset;
  const offset = (32 - 32 * scale) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
  <rect width="32" height="32" rx="${rounded ? 8 : 0}" fill="${NAVY}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${LETTER}" fill="${GOLD}"/></g>
</svg>`;
  return new Resvg(svg).render().asPng();
}

const icons = {
  "pwa-192.png": icon({ size: 192, rounded: true, inset: 1 }),
  "pwa-512.png": icon({ size: 512, rounded: true, inset: 1 }),
  "pwa-maskable-512.png": icon({ size: 512, rounded: false, inset: 0.6 }),
  "apple-touch-icon.png": icon({ size: 180, rounded: false, inset: 0.8 }),
};
for (const [name, png] of Object.entries(icons)) writeFileSync(path.join(out, name), png);
console.log(`Iconos escritos en ${out}: ${Object.keys(icons).join(", ")}`);
