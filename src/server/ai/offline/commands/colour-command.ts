import { resolveMenuColor, spanishColourIn } from "../../../../shared/domain/menu-color";
import { hasStem, mentions, normalizeQuestion } from "../understanding/normalize";

export type ColourCommand = { kind: "colour"; requested: string; css: string | null };

// "cambia el color del menú a azul", "pon el menú en #1e3a8a", "change the menu colour to navy".
const COLOUR_VALUE =
  /(?:\b(?:a|en|por|de|to)\s+)((?:#[0-9a-f]{3,8})|(?:(?:rgba?|hsla?|hwb)\s*\([^)]{1,60}\))|(?:[a-záéíóúñ][a-záéíóúñ ]{1,30}?))\s*[.!?]*\s*$/i;

/** A request to change the side menu's colour, with the colour it names resolved (null when it is not one). */
export function parseColourCommand(question: string): ColourCommand | null {
  const normalized = normalizeQuestion(question);
  const aboutMenu = mentions(normalized, "menu", "barra lateral", "sidebar", "menu lateral", "barra");
  // "pon el menú azul marino" names no "color": the colour's own name says it.
  const named = spanishColourIn(question);
  const aboutColour =
    hasStem(normalized, "color", "colour", "fondo") || named !== null || /#[0-9a-f]{3,8}\b/i.test(question);
  const asksChange = hasStem(normalized, "cambi", "pon", "usa", "pinta", "change", "set", "make", "quiero");
  if (!aboutMenu || !aboutColour || !asksChange) return null;
  const match = COLOUR_VALUE.exec(question.trim());
  const requested = named ?? match?.[1]?.trim() ?? "";
  return { kind: "colour", requested, css: requested ? resolveMenuColor(requested) : null };
}
