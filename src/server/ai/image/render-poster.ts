import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

import type { CampaignCopy } from "../../../shared/domain/campaign-copy";
import { campaignTemplate } from "../../../shared/domain/campaign-templates";
import type { CampaignImageRequest } from "../../../shared/schemas/campaign-image";
import type { PosterBrand, PosterPlayer } from "./campaign-subjects";
import { posterLook, posterSize } from "./poster-design";
import { posterFonts } from "./poster-fonts";
import { photoBox, posterElement, safeArea, type PosterPictures } from "./poster-layout";
import { fittedLogo, treatedPhoto } from "./poster-photo";

export type PosterOptions = Pick<CampaignImageRequest, "campaignType" | "aspectRatio" | "quality" | "style">;
export type PosterRequest = {
  player: PosterPlayer;
  brand: PosterBrand | null;
  /** The deal's product picture: a launch shows it. */
  product?: Buffer | null;
  copy: CampaignCopy;
  options: PosterOptions;
};

/** The poster's tree and size: its photo treated and cut to its box, its logo fitted. */
async function composedPoster({ player, brand, product, copy, options }: PosterRequest, textOnly: boolean) {
  const { width, height } = posterSize(options.aspectRatio, options.quality);
  const look = posterLook(options.style, options.campaignType, brand, !!player.photo);
  const u = Math.min(width, height) / 100;
  const pictures: PosterPictures = {
    photo:
      player.photo && !textOnly
        ? await treatedPhoto(player.photo, photoBox(width, height, options.style), options.style, look.duotone)
        : null,
    logo: brand?.logo ? await fittedLogo(brand.logo, 22 * u, 8 * u) : null,
    product: product && options.campaignType === "product-launch" ? await fittedLogo(product, 44 * u, 24 * u) : null,
  };
  const element = posterElement(
    {
      playerName: player.name,
      position: player.position,
      team: player.team,
      campaignLabel: campaignTemplate(options.campaignType).name,
      copy,
      brandName: brand?.name ?? null,
    },
    { width, height, look, style: options.style, campaignType: options.campaignType },
    // A text-only drawing keeps the words where the photo's presence puts them.
    textOnly && player.photo ? { ...pictures, photo: { src: "", width: 0, height: 0 } } : pictures,
    textOnly,
  );
  return { element, width, height };
}

/** The campaign poster as a PNG: laid out by satori (flexbox, text wrapping) and drawn by resvg. */
export async function renderPoster(request: PosterRequest): Promise<Buffer> {
  const { element, width, height } = await composedPoster(request, false);
  const svg = await satori(element, { width, height, fonts: posterFonts() });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}

/**
 * The poster's words and logo alone on a transparent canvas, with the rectangle they must stay in: any painted
 * pixel outside it is text where a network's buttons would cover it.
 */
export async function renderPosterText(request: PosterRequest) {
  const { element, width, height } = await composedPoster(request, true);
  const svg = await satori(element, { width, height, fonts: posterFonts() });
  const image = new Resvg(svg, { fitTo: { mode: "original" } }).render();
  return { width: image.width, height: image.height, pixels: image.pixels, safe: safeArea(width, height) };
}
