import { createElement as h, type CSSProperties, type ReactElement, type ReactNode } from "react";

import type { CampaignCopy } from "../../../shared/domain/campaign-copy";
import { initials } from "../../../shared/domain/initials";
import type { CampaignType, ImageStyle } from "../../../shared/schemas/campaign-image";
import type { PosterLook } from "./poster-design";
import { POSTER_FAMILIES } from "./poster-fonts";
import type { Box, PosterPicture } from "./poster-photo";

export type PosterContent = {
  playerName: string;
  position: string;
  team: string;
  /** The campaign type's name, shown as the poster's tag. */
  campaignLabel: string;
  copy: CampaignCopy;
  brandName: string | null;
};

export type PosterFrame = {
  width: number;
  height: number;
  look: PosterLook;
  style: ImageStyle;
  campaignType: CampaignType;
};

export type PosterPictures = {
  photo: PosterPicture | null;
  logo: PosterPicture | null;
  product?: PosterPicture | null;
};

const LINE_HEIGHT = 1.06;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The poster's initials are the avatar's ("Álvaro Martín Ruiz" -> "ÁM", shared/domain/initials), so a campaign and
 * the screens name the player alike; a name without letters gets "P".
 */
export function initialsOf(name: string): string {
  const shared = initials(name);
  return /\p{L}/u.test(shared) ? shared : "P";
}

/** "Álvaro Martín" -> "AlvaroMartin": letters and digits only, as a campaign hashtag is written. */
export function hashtagOf(name: string): string {
  const plain = name.normalize("NFD").replace(/\p{M}/gu, "");
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return clip(words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(""), 28) || "Campaña";
}

/** How many lines a text takes at `size` in a column `width` wide, wrapping at spaces as the layout engine does. */
function linesAt(text: string, size: number, width: number, widthPerChar: number): number {
  const charWidth = size * widthPerChar;
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = word.length * charWidth;
    const needed = used === 0 ? wordWidth : used + charWidth * 0.3 + wordWidth;
    if (needed <= width) {
      used = needed;
      continue;
    }
    if (used > 0) lines += 1;
    // A word longer than the column breaks inside itself.
    lines += Math.max(0, Math.ceil(wordWidth / width) - 1);
    used = wordWidth % width || width;
  }
  return lines;
}

/** The largest size up to `max` at which the text's lines fit in `budget` pixels of height. */
export function nameSize(
  name: string,
  width: number,
  budget: number,
  max: number,
  widthPerChar: number,
  lineHeight = LINE_HEIGHT,
): number {
  let size = max;
  while (size > 8 && linesAt(name, size, width, widthPerChar) * size * lineHeight > budget) size *= 0.94;
  return Math.floor(size);
}

/**
 * Where text may go. Stories and Reels cover their top 14 % (the profile bar) and bottom 20 % (the reply bar and
 * buttons): a 9:16 poster keeps its words out of both. Other formats keep a margin of 6 % of the short side.
 */
export function safeArea(width: number, height: number): Box {
  const u = Math.min(width, height) / 100;
  const pad = 6 * u;
  const tall = height / width > 1.5;
  const top = tall ? Math.ceil(height * 0.14 + 2 * u) : pad;
  const bottom = tall ? Math.ceil(height * 0.2 + 2 * u) : pad;
  return { left: pad, top, width: width - 2 * pad, height: height - top - bottom };
}

/** Where the photo goes: the whole poster, or a frame with paper around it for the minimalist style. */
export function photoBox(width: number, height: number, style: ImageStyle): Box {
  const landscape = width / height > 1.2;
  // A landscape poster gives the photo its right side, where the words are not.
  if (style !== "minimalist")
    return landscape ? { left: width * 0.38, top: 0, width: width * 0.62, height } : { left: 0, top: 0, width, height };
  const area = safeArea(width, height);
  if (landscape) return { left: width * 0.5, top: 0, width: width * 0.5, height };
  // Under the tag and logo row, above the words.
  const u = Math.min(width, height) / 100;
  return { left: area.left, top: area.top + 12 * u, width: area.width, height: area.height * 0.5 - 12 * u };
}

const div = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  h("div", { style: { display: "flex", ...style } }, ...children);

const img = (picture: PosterPicture, style: CSSProperties = {}) =>
  h("img", { src: picture.src, width: picture.width, height: picture.height, style });

/** The text of each template: what leads, and how big. Sizes are in hundredths of the short side. */
const TEMPLATE_TEXT: Record<
  CampaignType,
  { headline: number; name: number; slogan: number; lead: "headline" | "slogan" | "lockup"; center: boolean }
> = {
  "product-launch": { headline: 9, name: 5.5, slogan: 4.2, lead: "headline", center: false },
  "victory-celebration": { headline: 15, name: 6, slogan: 3.8, lead: "headline", center: true },
  "training-lifestyle": { headline: 3.4, name: 5, slogan: 7.5, lead: "slogan", center: false },
  "brand-ambassador": { headline: 4, name: 8, slogan: 3.8, lead: "lockup", center: false },
  motivational: { headline: 3.4, name: 3.6, slogan: 8.5, lead: "slogan", center: false },
  "social-impact": { headline: 8.5, name: 5, slogan: 4.5, lead: "headline", center: false },
};

/**
 * The poster as a flexbox tree for the layout engine: background (brand colours or the style's), the photo where
 * the style puts it, a scrim that keeps text readable over it, decorations, and the words inside `safeArea`.
 * `textOnly` draws the words and the logo alone on a transparent canvas: what a test counts against the safe area.
 */
export function posterElement(
  content: PosterContent,
  frame: PosterFrame,
  pictures: PosterPictures,
  textOnly = false,
): ReactElement {
  const { width, height, look, style, campaignType } = frame;
  const u = Math.min(width, height) / 100;
  const area = safeArea(width, height);
  const landscape = width / height > 1.2;
  const text = TEMPLATE_TEXT[campaignType];
  const minimalist = style === "minimalist";
  const photo = pictures.photo;
  // Beside a landscape photo, or under a framed one, the words have part of the area; an inset keeps a glyph's
  // overhang (an italic, a «) inside it.
  const inset = 1.5 * u;
  const textWidth = (landscape && (photo || minimalist) ? area.width * 0.5 - 2 * u : area.width) - 2 * inset;
  const textTop = minimalist && photo && !landscape ? area.height * 0.5 + 3 * u : 0;
  // What the tag row, footer, details, gaps and paddings take whatever the words: the sized texts share the rest.
  const fixed = 26 * u + (text.lead === "lockup" && pictures.logo ? pictures.logo.height + 4 * u : 0);
  const productHeight = pictures.product ? pictures.product.height + 4 * u : 0;
  const showProduct = productHeight > 0 && area.height - textTop - fixed - productHeight > 24 * u;
  const textHeight = Math.max(10 * u, area.height - 2 * inset - textTop - fixed - (showProduct ? productHeight : 0));

  const headlineText = content.copy.headline.toLocaleUpperCase("es");
  const nameText = look.nameFont.uppercase ? content.playerName.toLocaleUpperCase("es") : content.playerName;
  const fit = (value: string, share: number, max: number, perChar: number, lineHeight = LINE_HEIGHT) =>
    nameSize(value, textWidth, textHeight * share, max * u, perChar, lineHeight);
  // Shares of what is left, leading text first; together under 1.
  const shares =
    text.lead === "headline"
      ? { headline: 0.4, name: 0.24, slogan: 0.22 }
      : text.lead === "slogan"
        ? { headline: 0.14, name: 0.2, slogan: 0.5 }
        : { headline: 0.14, name: 0.4, slogan: 0.24 };
  const headlineSize = fit(headlineText, shares.headline, text.headline, 0.62);
  const nameSizePx = fit(nameText, shares.name, text.name, look.nameFont.widthPerChar + 0.04);
  const sloganText = content.copy.slogan ? `«${content.copy.slogan}»` : "";
  const sloganSize = sloganText ? fit(sloganText, shares.slogan, text.slogan, 0.62, 1.22) : 0;
  const subtitle = [clip(content.position, 40), clip(content.team, 48)].filter(Boolean).join(" · ");
  const hashtags = content.copy.hashtags.length > 0 ? content.copy.hashtags : [`#${hashtagOf(content.playerName)}`];
  const align = text.center && !landscape && !minimalist ? "center" : "flex-start";
  const textAlign = align === "center" ? "center" : "left";

  const tag = div(
    { alignItems: "center", gap: 2 * u },
    div({ width: 7 * u, height: 0.6 * u, backgroundColor: look.accent }),
    div(
      {
        fontSize: 2.4 * u,
        fontWeight: 700,
        letterSpacing: 0.35 * u,
        color: look.accent,
        fontFamily: POSTER_FAMILIES.sans,
      },
      content.campaignLabel.toLocaleUpperCase("es"),
    ),
  );
  // The logo sits on a white chip: a dark or transparent logo stays visible on any photo.
  const logoChip = pictures.logo
    ? div(
        { backgroundColor: "#ffffff", borderRadius: 1.6 * u, padding: 1.4 * u, alignItems: "center" },
        img(pictures.logo),
      )
    : content.brandName
      ? div(
          { fontSize: 3 * u, fontWeight: 800, color: look.ink, fontFamily: POSTER_FAMILIES.sans, maxWidth: 40 * u },
          clip(content.brandName, 28),
        )
      : null;

  const headline = div(
    {
      fontSize: headlineSize,
      lineHeight: LINE_HEIGHT,
      color: look.accent,
      fontFamily: text.lead === "headline" ? POSTER_FAMILIES.condensed : look.headlineFont.family,
      fontWeight: text.lead === "headline" ? 400 : look.headlineFont.weight,
      letterSpacing: text.lead === "headline" ? 0.1 * u : 0.35 * u,
      textAlign,
      wordBreak: "break-word",
    },
    headlineText,
  );
  const name = div(
    {
      fontSize: nameSizePx,
      lineHeight: LINE_HEIGHT,
      fontFamily: look.nameFont.family,
      fontWeight: look.nameFont.weight,
      fontStyle: look.nameFont.style,
      color: look.ink,
      textAlign,
      wordBreak: "break-word",
    },
    text.lead === "slogan" && campaignType === "motivational" ? `— ${content.playerName}` : nameText,
  );
  const slogan = sloganText
    ? div(
        {
          fontSize: sloganSize,
          lineHeight: 1.22,
          fontFamily: look.phraseFont.family,
          fontWeight: text.lead === "slogan" ? 700 : look.phraseFont.weight,
          fontStyle: look.phraseFont.style,
          color: look.ink,
          textAlign,
          wordBreak: "break-word",
        },
        sloganText,
      )
    : null;
  const details = div(
    { fontSize: 2.6 * u, fontWeight: 500, color: look.muted, fontFamily: POSTER_FAMILIES.sans, textAlign },
    subtitle,
  );
  const accentBar = div({ width: 16 * u, height: 1 * u, backgroundColor: look.accent });
  const lockup =
    text.lead === "lockup" && pictures.logo
      ? div(
          { alignItems: "center", gap: 3 * u },
          div({ fontSize: 5 * u, color: look.accent, fontFamily: POSTER_FAMILIES.sans, fontWeight: 300 }, "×"),
          logoChip,
        )
      : null;
  const monogram =
    !photo && !textOnly
      ? div(
          {
            width: 18 * u,
            height: 18 * u,
            borderRadius: "50%",
            alignItems: "center",
            justifyContent: "center",
            backgroundColor: look.monogramFill,
            color: look.monogramInk,
            border: `${0.8 * u}px solid ${look.accent}`,
            fontFamily: POSTER_FAMILIES.condensed,
            fontSize: 7.5 * u,
          },
          initialsOf(content.playerName),
        )
      : null;

  // A launch shows its product on a white card, above the headline.
  const productCard =
    pictures.product && showProduct
      ? div(
          {
            backgroundColor: "#ffffff",
            borderRadius: 2 * u,
            padding: 2 * u,
            border: `${0.3 * u}px solid ${look.accent}`,
          },
          img(pictures.product),
        )
      : null;
  const main: ReactNode[] =
    text.lead === "slogan"
      ? [monogram, headline, slogan, name, details]
      : text.lead === "lockup"
        ? [monogram, headline, name, lockup, slogan, details]
        : [productCard ?? monogram, headline, accentBar, name, details, slogan];

  const footer = div(
    {
      justifyContent: "space-between",
      alignItems: "center",
      gap: 3 * u,
      fontFamily: POSTER_FAMILIES.sans,
      fontSize: 2.4 * u,
      width: textWidth,
    },
    div({ color: look.accent, fontWeight: 700, flexShrink: 1 }, hashtags.join(" ")),
    div(
      { color: look.muted, fontWeight: 500, letterSpacing: 0.2 * u, flexShrink: 0 },
      content.brandName ? clip(content.brandName, 24).toLocaleUpperCase("es") : "CAMPAÑA OFICIAL",
    ),
  );

  const words = div(
    {
      position: "absolute",
      left: area.left + inset,
      top: area.top + inset,
      width: area.width - 2 * inset,
      height: area.height - 2 * inset,
      flexDirection: "column",
      justifyContent: "space-between",
      // The poster clips a word that would cross into a covered zone; the text-only drawing does not, so that a
      // test sees it.
      overflow: textOnly ? "visible" : "hidden",
    },
    div(
      { justifyContent: "space-between", alignItems: "flex-start", gap: 3 * u, width: textWidth },
      tag,
      text.lead === "lockup" && pictures.logo ? null : logoChip,
    ),
    div(
      {
        flexDirection: "column",
        alignItems: align,
        justifyContent: "flex-end",
        gap: 1.8 * u,
        width: textWidth,
        flexGrow: 1,
        paddingTop: textTop,
        paddingBottom: 2.5 * u,
      },
      // Each keeps its own height: the layout engine would otherwise squeeze a line under the next.
      ...main.filter(Boolean).map((child) => div({ flexShrink: 0, maxWidth: textWidth }, child)),
    ),
    footer,
  );

  if (textOnly) return div({ position: "relative", width, height }, words);

  const box = photoBox(width, height, style);
  const photoLayer = photo
    ? div(
        { position: "absolute", left: box.left, top: box.top, width: box.width, height: box.height },
        img(photo, minimalist ? { borderRadius: 1.5 * u } : {}),
      )
    : null;
  // A shade from the side the words are on, so that they read over any photo.
  const scrim =
    photo && !minimalist
      ? div({
          position: "absolute",
          left: 0,
          top: 0,
          width,
          height,
          backgroundImage: landscape
            ? `linear-gradient(90deg, ${look.scrim} 0%, ${look.scrim} 38%, rgba(0,0,0,0) 75%)`
            : `linear-gradient(0deg, ${look.scrim} 0%, ${look.scrim} 30%, rgba(0,0,0,0) 72%)`,
        })
      : null;
  const decorations = [
    !photo
      ? div(
          {
            position: "absolute",
            right: -6 * u,
            bottom: -0.16 * height,
            fontFamily: POSTER_FAMILIES.condensed,
            fontSize: (landscape ? 0.78 : 0.5) * height,
            lineHeight: 1,
            color: look.watermark,
          },
          initialsOf(content.playerName),
        )
      : null,
    campaignType === "victory-celebration"
      ? div(
          { position: "absolute", left: 0, top: 0, width, height },
          ...[0.12, 0.3, 0.55, 0.74, 0.88].map((x, index) =>
            div({
              position: "absolute",
              left: width * x,
              // In Stories' covered top; elsewhere under the tag row, over the photo.
              top: (height / width > 1.5 ? height * 0.03 : area.top + 8 * u) + (index % 3) * 3.5 * u,
              width: 2.2 * u,
              height: 5 * u,
              backgroundColor: index % 2 ? look.accent : look.ink,
              transform: `rotate(${index * 37 - 40}deg)`,
              opacity: 0.85,
            }),
          ),
        )
      : null,
    // The brand ambassador's band in the brand's colour, under the words.
    campaignType === "brand-ambassador"
      ? div({
          position: "absolute",
          left: 0,
          bottom: 0,
          width,
          // Under the footer, in the margin: the words never sit on it.
          height: Math.min(10 * u, Math.max(2 * u, height - area.top - area.height - 1.5 * u)),
          backgroundColor: look.band,
        })
      : null,
    div({ position: "absolute", left: 0, top: 0, bottom: 0, width: 1.4 * u, backgroundColor: look.accent }),
  ];
  return div(
    {
      position: "relative",
      width,
      height,
      flexShrink: 0,
      background: look.background,
      fontFamily: POSTER_FAMILIES.sans,
      color: look.ink,
    },
    photoLayer,
    scrim,
    ...decorations,
    words,
  );
}
