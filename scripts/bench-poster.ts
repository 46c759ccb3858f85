// npm run bench:poster: how long the offline engine takes to draw a campaign poster (layout + PNG), per ratio.
import { renderPoster } from "../src/server/ai/image/render-poster";
import { CAMPAIGN_TEMPLATES } from "../src/shared/domain/campaign-templates";
import { ASPECT_RATIOS, IMAGE_QUALITIES, IMAGE_STYLES } from "../src/shared/schemas/campaign-image";

const GOAL_MS = 150;
const RUNS = 12;
const player = { name: "Álvaro Martín Ruiz", position: "Delantero", team: "CD Alcázar" };

// The first poster parses the fonts and starts the layout engine: measured apart.
const coldStart = performance.now();
await renderPoster(player, {
  prompt: CAMPAIGN_TEMPLATES[0]!.prompt,
  campaignType: "product-launch",
  aspectRatio: "16:9",
  quality: "high",
  style: "realistic",
});
console.log(`primer cartel (fuentes y motor de diseño): ${(performance.now() - coldStart).toFixed(0)} ms\n`);

console.log(
  `${"calidad".padEnd(10)} ${"formato".padEnd(8)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"KB".padStart(6)}`,
);
let overGoal = 0;
for (const quality of IMAGE_QUALITIES) {
  for (const aspectRatio of ASPECT_RATIOS) {
    const timings: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const template = CAMPAIGN_TEMPLATES[run % CAMPAIGN_TEMPLATES.length]!;
      const style = IMAGE_STYLES[run % IMAGE_STYLES.length]!;
      const started = performance.now();
      const png = await renderPoster(player, {
        prompt: template.prompt,
        campaignType: template.id,
        aspectRatio,
        quality,
        style,
      });
      timings.push(performance.now() - started);
      bytes = png.length;
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!;
    if (quality === "high" && at(0.5) > GOAL_MS) overGoal++;
    console.log(
      `${quality.padEnd(10)} ${aspectRatio.padEnd(8)} ${at(0.5).toFixed(0).padStart(7)} ${at(0.95).toFixed(0).padStart(7)} ${(bytes / 1024).toFixed(0).padStart(6)}`,
    );
  }
}
console.log(
  `\nObjetivo p50 < ${GOAL_MS} ms en calidad alta: ${ASPECT_RATIOS.length - overGoal} formatos dentro, ${overGoal} fuera.`,
);
