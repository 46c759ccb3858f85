import { converter, modeHsl, modeHwb, modeLrgb, modeRgb, parse, useMode, wcagContrast } from "culori/fn";

import { withoutAccents } from "./plain-text";

// Only the syntaxes people type: names, hex, rgb(), hsl() and hwb(). Registering fewer modes keeps the bundle small.
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeHsl);
useMode(modeHwb);
const toRgb = converter("rgb");

/** Spanish colour names an agent may say, each mapped to a shade that works as a menu background. */
const SPANISH_COLOURS: Record<string, string> = {
  rojo: "#b91c1c",
  azul: "#1d4ed8",
  "azul marino": "#1e3a8a",
  "azul oscuro": "#1e3a8a",
  "azul claro": "#93c5fd",
  celeste: "#7dd3fc",
  verde: "#15803d",
  "verde oscuro": "#14532d",
  "verde claro": "#86efac",
  esmeralda: "#047857",
  amarillo: "#facc15",
  naranja: "#ea580c",
  morado: "#7e22ce",
  violeta: "#6d28d9",
  lila: "#c4b5fd",
  rosa: "#db2777",
  fucsia: "#c026d3",
  negro: "#0a0a0a",
  blanco: "#ffffff",
  gris: "#6b7280",
  "gris oscuro": "#374151",
  "gris claro": "#d1d5db",
  marron: "#78350f",
  granate: "#7f1d1d",
  burdeos: "#7f1d1d",
  turquesa: "#0d9488",
  cian: "#0891b2",
  dorado: "#b8860b",
  plateado: "#c0c0c0",
  beige: "#e7dcc8",
  indigo: "#4338ca",
  coral: "#f87171",
  salmon: "#fa8072",
  oliva: "#4d5b1f",
};

// Anything outside this alphabet (semicolons, braces, quotes, url() ...) is refused before parsing.
const SAFE_COLOUR_TEXT = /^[#a-z0-9(),.%\s/+-]{1,60}$/;

function normalizeName(text: string): string {
  return withoutAccents(text).replace(/\s+/g, " ").trim();
}

/**
 * The CSS value for a colour the agent asked for (a Spanish or CSS name, hex, rgb(), hsl() or hwb()), or null when
 * it is not a fully opaque colour. The result is safe to put in a style attribute: it has been parsed, not copied.
 */
export function resolveMenuColor(input: string): string | null {
  const text = normalizeName(input);
  const spanish = SPANISH_COLOURS[text];
  if (spanish) return spanish;
  if (!SAFE_COLOUR_TEXT.test(text)) return null;
  const colour = parse(text);
  if (!colour || (colour.alpha !== undefined && colour.alpha < 1)) return null;
  return text;
}

/** Longest names first, so that "azul marino" wins over "azul". */
const SPANISH_NAMES_LONGEST_FIRST = Object.keys(SPANISH_COLOURS).sort((a, b) => b.length - a.length);

/** The Spanish colour a sentence names ("pon el menú azul marino" -> "azul marino"), or null. */
export function spanishColourIn(sentence: string): string | null {
  const text = ` ${normalizeName(sentence.toLowerCase()).replace(/[^a-z0-9#]+/g, " ")} `;
  return SPANISH_NAMES_LONGEST_FIRST.find((name) => text.includes(` ${name} `)) ?? null;
}

/** Whether menu text should be light or dark on this background, whichever contrasts more. */
export function menuTextTone(css: string): "light" | "dark" {
  const rgb = toRgb(parse(css));
  if (!rgb) return "dark";
  return wcagContrast(rgb, "#ffffff") >= wcagContrast(rgb, "#0a0a0a") ? "light" : "dark";
}

export const MENU_COLOR_MARKER = /\[CAMBIAR_COLOR:([^\]\n]{1,80})\]/g;

export type MenuColourRequest = { value: string; css: string };

/** Splits a reply into the text to show and the menu colours its markers ask for (valid ones only). */
export function extractMenuColorMarkers(reply: string): { text: string; colours: MenuColourRequest[] } {
  const colours: MenuColourRequest[] = [];
  const text = reply.replace(MENU_COLOR_MARKER, (_marker, value: string) => {
    const css = resolveMenuColor(value);
    if (css) colours.push({ value: value.trim(), css });
    return "";
  });
  return { text: text.replace(/[ \t]+\n/g, "\n").trim(), colours };
}

// While a reply streams, a marker may be cut in two: its beginning is hidden until the rest arrives.
const PARTIAL_MARKER =
  /\[(?:C(?:A(?:M(?:B(?:I(?:A(?:R(?:_(?:C(?:O(?:L(?:O(?:R(?::[^\]\n]*)?)?)?)?)?)?)?)?)?)?)?)?)?)?$/;

/** The part of a (possibly unfinished) reply the agent sees: no markers, whole or half-received. */
export function visibleReply(reply: string): string {
  return reply.replace(MENU_COLOR_MARKER, "").replace(PARTIAL_MARKER, "").trimEnd();
}
