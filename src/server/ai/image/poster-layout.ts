import { createElement as h, type CSSProperties, type ReactElement, type ReactNode } from "react";

import { initials } from "../../../shared/domain/initials";
import type { PosterLook } from "./poster-design";
import { POSTER_FAMILIES } from "./poster-fonts";

export type PosterContent = {
  playerName: string;
  position: string;
  team: string;
  /** The campaign type's name, shown as the poster's tag. */
  campaignLabel: string;
  headline: string;
  /** The description's key phrase, quoted on the poster. */
  phrase: string;
};

export type PosterFrame = { width: number; height: number; look: PosterLook };

const NAME_LINE_HEIGHT = 1.04;

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

/** The largest name size up to `max` whose lines fit in `budget` pixels of height. */
export function nameSize(name: string, width: number, budget: number, max: number, widthPerChar: number): number {
  let size = max;
  while (size > 8 && linesAt(name, size, width, widthPerChar) * size * NAME_LINE_HEIGHT > budget) size *= 0.94;
  return Math.floor(size);
}

const div = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  h("div", { style: { display: "flex", ...style } }, ...children);

/**
 * The poster as a flexbox tree for the layout engine. Sizes are in units of a hundredth of the short side, so
 * every ratio and quality is the same composition. `decorated: false` leaves out the shapes that bleed off the
 * edge on purpose (the big initials, the ring), so that a test can check nothing else crosses the canvas.
 */
export function posterElement(
  content: PosterContent,
  { width, height, look }: PosterFrame,
  decorated = true,
): ReactElement {
  const u = Math.min(width, height) / 100;
  const pad = 6 * u;
  const landscape = width / height > 1.2;
  const tall = height / width > 1.5;
  const monogram = landscape ? Math.min(height * 0.44, 40 * u) : tall ? 34 * u : 22 * u;
  const gap = 5 * u;
  const stripe = 1.4 * u;
  const textWidth = (landscape ? width - 2 * pad - monogram - gap : width - 2 * pad) - stripe;
  const nameBudget = landscape ? height * 0.3 : tall ? height * 0.2 : height * 0.17;
  const shownName = look.nameFont.uppercase ? content.playerName.toLocaleUpperCase("es") : content.playerName;
  const size = nameSize(shownName, textWidth, nameBudget, (landscape ? 12 : 13) * u, look.nameFont.widthPerChar);
  const initials = initialsOf(content.playerName);
  const subtitle = [clip(content.position, 40), clip(content.team, 48)].filter(Boolean).join(" · ");

  const decorations = decorated
    ? [
        div(
          {
            position: "absolute",
            right: -6 * u,
            bottom: -0.16 * height,
            fontFamily: POSTER_FAMILIES.condensed,
            fontSize: (landscape ? 0.78 : 0.5) * height,
            lineHeight: 1,
            color: look.watermark,
          },
          initials,
        ),
        div({
          position: "absolute",
          left: -24 * u,
          top: -24 * u,
          width: 70 * u,
          height: 70 * u,
          borderRadius: "50%",
          border: `${0.5 * u}px solid ${look.watermark}`,
        }),
        div({ position: "absolute", left: 0, top: 0, bottom: 0, width: stripe, backgroundColor: look.accent }),
      ]
    : [];

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

  const badge = div(
    {
      width: monogram,
      height: monogram,
      flexShrink: 0,
      borderRadius: "50%",
      alignItems: "center",
      justifyContent: "center",
      backgroundColor: look.monogramFill,
      color: look.monogramInk,
      border: `${0.9 * u}px solid ${look.accent}`,
      fontFamily: POSTER_FAMILIES.condensed,
      fontSize: monogram * 0.42,
      letterSpacing: monogram * 0.01,
    },
    initials,
  );

  const text = div(
    { flexDirection: "column", width: textWidth, gap: 1.8 * u, justifyContent: "center" },
    div(
      {
        fontSize: 3.6 * u,
        letterSpacing: 0.3 * u,
        color: look.accent,
        fontFamily: look.headlineFont.family,
        fontWeight: look.headlineFont.weight,
        fontStyle: look.headlineFont.style,
      },
      content.headline.toLocaleUpperCase("es"),
    ),
    div(
      {
        fontSize: size,
        lineHeight: NAME_LINE_HEIGHT,
        fontFamily: look.nameFont.family,
        fontWeight: look.nameFont.weight,
        fontStyle: look.nameFont.style,
        color: look.ink,
        wordBreak: "break-word",
      },
      shownName,
    ),
    subtitle
      ? div(
          {
            fontSize: 2.8 * u,
            fontWeight: 500,
            color: look.muted,
            fontFamily: POSTER_FAMILIES.sans,
            wordBreak: "break-word",
          },
          subtitle,
        )
      : null,
    content.phrase
      ? div(
          {
            marginTop: 1.2 * u,
            fontSize: (landscape ? 3.3 : 3.6) * u,
            lineHeight: 1.3,
            fontFamily: look.phraseFont.family,
            fontWeight: look.phraseFont.weight,
            fontStyle: look.phraseFont.style,
            color: look.ink,
            wordBreak: "break-word",
          },
          `«${content.phrase}»`,
        )
      : null,
  );

  const footer = div(
    { justifyContent: "space-between", alignItems: "center", fontFamily: POSTER_FAMILIES.sans, fontSize: 2.4 * u },
    div({ color: look.accent, fontWeight: 700 }, `#${hashtagOf(content.playerName)}`),
    div({ color: look.muted, fontWeight: 500, letterSpacing: 0.2 * u }, "CAMPAÑA OFICIAL"),
  );

  // The layout engine paints positioned boxes after the others, so the content is a positioned layer too,
  // placed after the decorations to stay on top of them.
  const layer = div(
    {
      position: "absolute",
      left: 0,
      top: 0,
      width,
      height,
      boxSizing: "border-box",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: pad,
      paddingLeft: pad + stripe,
    },
    tag,
    div(
      {
        flexDirection: landscape ? "row-reverse" : "column",
        alignItems: landscape ? "center" : "flex-start",
        justifyContent: "flex-end",
        gap,
        flexGrow: 1,
        paddingTop: 3 * u,
        paddingBottom: 3 * u,
      },
      badge,
      text,
    ),
    footer,
  );
  const poster = div(
    {
      position: "relative",
      width,
      height,
      flexShrink: 0,
      background: look.background,
      fontFamily: POSTER_FAMILIES.sans,
      color: look.ink,
    },
    ...decorations,
    layer,
  );
  return poster;
}
