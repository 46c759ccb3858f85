import {
  QUALITY_SHORT_SIDE,
  type AspectRatio,
  type CampaignType,
  type ImageQuality,
  type ImageStyle,
} from "../../../shared/schemas/campaign-image";
import { hexOf, rgbOf } from "../../modules/pictures";
import { POSTER_FAMILIES } from "./poster-fonts";

/** How a style looks: background, colours and the faces of headline, name and text. */
export type PosterLook = {
  background: string;
  ink: string;
  muted: string;
  accent: string;
  /** The big initials behind the text. */
  watermark: string;
  monogramFill: string;
  monogramInk: string;
  /** The shade laid over a photo under the words. */
  scrim: string;
  /** The brand ambassador's band. */
  band: string;
  /** Whether the words are light on dark (the brand's colours are checked against it). */
  dark: boolean;
  nameFont: {
    family: string;
    weight: 400 | 500 | 700 | 800;
    style: "normal" | "italic";
    uppercase: boolean;
    widthPerChar: number;
  };
  headlineFont: { family: string; weight: 300 | 400 | 500 | 700 | 800; style: "normal" | "italic" };
  phraseFont: { family: string; weight: 300 | 500 | 700; style: "normal" | "italic" };
};

// widthPerChar: a face's average advance per em at its weight, so the name's size can be chosen before layout.
export const POSTER_LOOKS: Record<ImageStyle, PosterLook> = {
  realistic: {
    background: "linear-gradient(135deg, #07162b 0%, #0f2f55 55%, #1b6aa0 100%)",
    ink: "#ffffff",
    muted: "rgba(255,255,255,0.72)",
    accent: "#f5c542",
    watermark: "rgba(255,255,255,0.07)",
    monogramFill: "#f5c542",
    monogramInk: "#07162b",
    scrim: "rgba(4,12,26,0.86)",
    band: "",
    dark: true,
    nameFont: { family: POSTER_FAMILIES.sans, weight: 800, style: "normal", uppercase: true, widthPerChar: 0.78 },
    headlineFont: { family: POSTER_FAMILIES.sans, weight: 700, style: "normal" },
    phraseFont: { family: POSTER_FAMILIES.sans, weight: 500, style: "normal" },
  },
  dramatic: {
    background: "linear-gradient(160deg, #030303 0%, #160606 50%, #6b0d0d 100%)",
    ink: "#ffffff",
    muted: "rgba(255,255,255,0.7)",
    accent: "#ff3b30",
    watermark: "rgba(255,59,48,0.12)",
    monogramFill: "#ff3b30",
    monogramInk: "#030303",
    scrim: "rgba(0,0,0,0.9)",
    band: "",
    dark: true,
    nameFont: { family: POSTER_FAMILIES.condensed, weight: 400, style: "normal", uppercase: true, widthPerChar: 0.5 },
    headlineFont: { family: POSTER_FAMILIES.condensed, weight: 400, style: "normal" },
    phraseFont: { family: POSTER_FAMILIES.sans, weight: 500, style: "normal" },
  },
  artistic: {
    background: "linear-gradient(135deg, #ff6b6b 0%, #b13cff 52%, #3248ff 100%)",
    ink: "#ffffff",
    muted: "rgba(255,255,255,0.82)",
    accent: "#ffe66d",
    watermark: "rgba(255,255,255,0.12)",
    monogramFill: "#ffffff",
    monogramInk: "#b13cff",
    scrim: "rgba(38,10,72,0.72)",
    band: "",
    dark: true,
    nameFont: { family: POSTER_FAMILIES.serif, weight: 800, style: "italic", uppercase: false, widthPerChar: 0.58 },
    headlineFont: { family: POSTER_FAMILIES.sans, weight: 700, style: "normal" },
    phraseFont: { family: POSTER_FAMILIES.serif, weight: 500, style: "italic" },
  },
  minimalist: {
    background: "#f4f1ea",
    ink: "#111111",
    muted: "#5b5b5b",
    accent: "#e4572e",
    watermark: "rgba(17,17,17,0.04)",
    monogramFill: "#111111",
    monogramInk: "#f4f1ea",
    scrim: "rgba(0,0,0,0)",
    band: "",
    dark: false,
    nameFont: { family: POSTER_FAMILIES.sans, weight: 700, style: "normal", uppercase: false, widthPerChar: 0.64 },
    headlineFont: { family: POSTER_FAMILIES.sans, weight: 300, style: "normal" },
    phraseFont: { family: POSTER_FAMILIES.sans, weight: 300, style: "normal" },
  },
};

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => channel / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A brand colour that reads on the look: light enough on dark posters, dark enough on paper. */
function readableOn(look: PosterLook, colours: (string | null)[]): string | undefined {
  return colours.find(
    (colour): colour is string => !!colour && (look.dark ? luminance(colour) > 0.12 : luminance(colour) < 0.4),
  );
}

function colourDistance(a: string, b: string): number {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return Math.hypot(...x.map((value, index) => value - y[index]!));
}

function lighten(hex: string, share: number): string {
  return hexOf(rgbOf(hex).map((channel) => channel + (255 - channel) * share));
}

export type PosterBrandColours = { primaryColor: string | null; secondaryColor: string | null } | null;

/**
 * The style's look for this campaign: the brand's colours as accent, band and (without a photo) background when the
 * campaign is for a brand; a warm palette for social impact; the duotone's two inks for an artistic photo.
 */
export function posterLook(
  style: ImageStyle,
  campaignType: CampaignType,
  brand: PosterBrandColours,
  hasPhoto: boolean,
): PosterLook & { duotone: { dark: string; light: string } } {
  const base = POSTER_LOOKS[style];
  const brandAccent = brand ? readableOn(base, [brand.primaryColor, brand.secondaryColor]) : undefined;
  let look: PosterLook = { ...base, accent: brandAccent ?? base.accent, band: brand?.primaryColor ?? base.accent };
  // Without a photo the brand's colour is the background: the accent must then stand out from it.
  if (brand?.primaryColor && base.dark && !hasPhoto) {
    const primary = brand.primaryColor;
    const distinct = [brand.secondaryColor, base.accent].find(
      (colour): colour is string => !!colour && luminance(colour) > 0.12 && colourDistance(colour, primary) > 140,
    );
    look = {
      ...look,
      accent: distinct ?? "#ffffff",
      background: `linear-gradient(135deg, #08090c 0%, ${primary} 100%)`,
    };
  }
  if (campaignType === "social-impact") {
    look = base.dark
      ? {
          ...look,
          accent: hasPhoto ? "#ffb35c" : "#fff1dc",
          scrim: "rgba(92,30,8,0.84)",
          background: "linear-gradient(150deg, #f4a261 0%, #e76f51 55%, #6d2e46 100%)",
          watermark: "rgba(255,255,255,0.1)",
        }
      : { ...look, accent: "#d9572b", background: "#fbf1e6" };
  }
  // The duotone's light ink is the accent lifted towards white, so that the photo reads through it.
  return { ...look, duotone: { dark: base.dark ? "#1b1550" : "#2b2b2b", light: lighten(look.accent, 0.55) } };
}

const RATIO_PARTS: Record<AspectRatio, [number, number]> = {
  "1:1": [1, 1],
  "16:9": [16, 9],
  "9:16": [9, 16],
  "4:5": [4, 5],
};

/** The image's pixel size: the quality sets the short side, the ratio the other. */
export function posterSize(aspectRatio: AspectRatio, quality: ImageQuality): { width: number; height: number } {
  const [across, down] = RATIO_PARTS[aspectRatio];
  const short = QUALITY_SHORT_SIDE[quality];
  return across >= down
    ? { width: Math.round((short * across) / down), height: short }
    : { width: short, height: Math.round((short * down) / across) };
}
