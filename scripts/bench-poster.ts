// npm run bench:poster: how long the offline engine takes to draw a campaign poster (photo, logo, layout, PNG), per
// ratio.
import sharp from "sharp";

import { renderPoster } from "../src/server/ai/image/render-poster";
import { copyFromBrief } from "../src/shared/domain/campaign-copy";
import { CAMPAIGN_TEMPLATES } from "../src/shared/domain/campaign-templates";
import { ASPECT_RATIOS, IMAGE_QUALITIES, IMAGE_STYLES } from "../src/shared/schemas/campaign-image";

// Without a photo the poster is layout and text; a photo adds its treatment (sharp) and a full-size picture to draw.
const GOAL_MS = { withoutPhoto: 150, withPhoto: 500 };
const RUNS = 12;
// A phone photo's size and a logo with transparency: the poster treats and fits both on every run.
const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#7a8fa6" } })
  .composite([
    { input: { create: { width: 500, height: 700, channels: 3, background: "#c68642" } }, left: 350, top: 200 },
  ])
  .jpeg()
  .toBuffer();
const logo = await sharp({
  create: { width: 600, height: 240, channels: 4, background: { r: 214, g: 40, b: 40, alpha: 1 } },
})
  .png()
  .toBuffer();
const player = { name: "Álvaro Martín Ruiz", position: "Delantero", team: "CD Alcázar", photo };
const brand = { name: "Velocis Motors", primaryColor: "#d62828", secondaryColor: "#1d3557", logo };
const poster = (
  template: (typeof CAMPAIGN_TEMPLATES)[number],
  options: Parameters<typeof renderPoster>[0]["options"],
  withPhoto = true,
) =>
  renderPoster({
    player: withPhoto ? player : { ...player, photo: null },
    brand,
    copy: copyFromBrief(template.prompt, template),
    options,
  });

// The first poster parses the fonts and starts the layout engine: measured apart.
const coldStart = performance.now();
await poster(CAMPAIGN_TEMPLATES[0]!, {
  campaignType: "product-launch",
  aspectRatio: "16:9",
  quality: "high",
  style: "realistic",
});
console.log(`primer cartel (fuentes y motor de diseño): ${(performance.now() - coldStart).toFixed(0)} ms\n`);

console.log(
  `${"foto".padEnd(5)} ${"calidad".padEnd(10)} ${"formato".padEnd(8)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"KB".padStart(6)}`,
);
let overGoal = 0;
for (const withPhoto of [false, true]) {
  for (const quality of IMAGE_QUALITIES) {
    for (const aspectRatio of ASPECT_RATIOS) {
      const timings: number[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run++) {
        const template = CAMPAIGN_TEMPLATES[run % CAMPAIGN_TEMPLATES.length]!;
        const style = IMAGE_STYLES[run % IMAGE_STYLES.length]!;
        const started = performance.now();
        const png = await poster(template, { campaignType: template.id, aspectRatio, quality, style }, withPhoto);
        timings.push(performance.now() - started);
        bytes = png.length;
      }
      timings.sort((a, b) => a - b);
      const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
      const goal = withPhoto ? GOAL_MS.withPhoto : GOAL_MS.withoutPhoto;
      if (quality === "high" && at(0.5) > goal) overGoal++;
      console.log(
        `${(withPhoto ? "sí" : "no").padEnd(5)} ${quality.padEnd(10)} ${aspectRatio.padEnd(8)} ${at(0.5).toFixed(0).padStart(7)} ${at(0.95).toFixed(0).padStart(7)} ${(bytes / 1024).toFixed(0).padStart(6)}`,
      );
    }
  }
}
console.log(
  `\nObjetivo p50 en calidad alta: < ${GOAL_MS.withoutPhoto} ms sin foto, < ${GOAL_MS.withPhoto} ms con foto: ${2 * ASPECT_RATIOS.length - overGoal} formatos dentro, ${overGoal} fuera.`,
);
