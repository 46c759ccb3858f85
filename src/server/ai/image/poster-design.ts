import {
  QUALITY_SHORT_SIDE,
  type AspectRatio,
  type ImageQuality,
  type ImageStyle,
} from "../../../shared/schemas/campaign-image";
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
    nameFont: { family: POSTER_FAMILIES.sans, weight: 700, style: "normal", uppercase: false, widthPerChar: 0.64 },
    headlineFont: { family: POSTER_FAMILIES.sans, weight: 300, style: "normal" },
    phraseFont: { family: POSTER_FAMILIES.sans, weight: 300, style: "normal" },
  },
};

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
