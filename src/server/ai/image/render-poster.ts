import { Resvg } from "@resvg/resvg-js";
import { createElement as h } from "react";
import satori from "satori";

import { campaignTemplate, keyPhrase } from "../../../shared/domain/campaign-templates";
import type { CampaignImageRequest } from "../../../shared/schemas/campaign-image";
import { POSTER_LOOKS, posterSize } from "./poster-design";
import { posterFonts } from "./poster-fonts";
import { posterElement, type PosterContent } from "./poster-layout";

export type PosterPlayer = { name: string; position: string; team: string };
export type PosterOptions = Pick<CampaignImageRequest, "prompt" | "campaignType" | "aspectRatio" | "quality" | "style">;

export function posterContent(player: PosterPlayer, options: PosterOptions): PosterContent {
  const template = campaignTemplate(options.campaignType);
  return {
    playerName: player.name,
    position: player.position,
    team: player.team,
    campaignLabel: template.name,
    headline: template.headline,
    phrase: keyPhrase(options.prompt),
  };
}

/** The campaign poster as a PNG: laid out by satori (flexbox, text wrapping) and drawn by resvg. */
export async function renderPoster(player: PosterPlayer, options: PosterOptions): Promise<Buffer> {
  const { width, height } = posterSize(options.aspectRatio, options.quality);
  const element = posterElement(posterContent(player, options), { width, height, look: POSTER_LOOKS[options.style] });
  const svg = await satori(element, { width, height, fonts: posterFonts() });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/**
 * The poster without its bleeding decorations, centred on a transparent canvas `margin` pixels larger on each
 * side: any painted pixel in that margin is content that crossed the poster's edge.
 */
export async function renderPosterWithMargin(
  content: PosterContent,
  options: Pick<PosterOptions, "aspectRatio" | "quality" | "style">,
  margin: number,
) {
  const { width, height } = posterSize(options.aspectRatio, options.quality);
  const poster = posterElement(content, { width, height, look: POSTER_LOOKS[options.style] }, false);
  const canvas = h(
    "div",
    { style: { display: "flex", width: width + 2 * margin, height: height + 2 * margin, padding: margin } },
    poster,
  );
  const svg = await satori(canvas, { width: width + 2 * margin, height: height + 2 * margin, fonts: posterFonts() });
  const image = new Resvg(svg, { fitTo: { mode: "original" } }).render();
  return { width: image.width, height: image.height, pixels: image.pixels, posterWidth: width, posterHeight: height };
}
