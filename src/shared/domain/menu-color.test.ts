import { describe, expect, it } from "vitest";

import { extractMenuColorMarkers, menuTextTone, resolveMenuColor, spanishColourIn, visibleReply } from "./menu-color";

describe("menu colour", () => {
  it.each([
    ["azul", "#1d4ed8"],
    ["Azul Marino", "#1e3a8a"],
    ["marrón", "#78350f"],
    ["navy", "navy"],
    ["RebeccaPurple", "rebeccapurple"],
    ["#ABC", "#abc"],
    ["#1e3a8a", "#1e3a8a"],
    ["rgb(10, 20, 30)", "rgb(10, 20, 30)"],
    ["hsl(200 50% 40%)", "hsl(200 50% 40%)"],
    ["hwb(120 10% 20%)", "hwb(120 10% 20%)"],
  ])("accepts %s as %s", (input, css) => {
    expect(resolveMenuColor(input)).toBe(css);
  });

  it.each([
    "red; background: url(https://evil.example/x.png)",
    "url(x)",
    "expression(alert(1))",
    "var(--sidebar)",
    "transparent",
    "rgba(0, 0, 0, 0.5)",
    "#12345",
    "notacolor",
    "",
    "}body{display:none",
  ])("refuses %j", (input) => {
    expect(resolveMenuColor(input)).toBeNull();
  });

  it("picks the menu text tone with more contrast", () => {
    expect(menuTextTone("#1d4ed8")).toBe("light");
    expect(menuTextTone("navy")).toBe("light");
    expect(menuTextTone("#facc15")).toBe("dark");
    expect(menuTextTone("white")).toBe("dark");
  });

  it("takes markers out of a reply and keeps only valid colours", () => {
    expect(extractMenuColorMarkers("Hecho: el menú ahora usa azul. [CAMBIAR_COLOR:azul]")).toEqual({
      text: "Hecho: el menú ahora usa azul.",
      colours: [{ value: "azul", css: "#1d4ed8" }],
    });
    expect(extractMenuColorMarkers("Listo [CAMBIAR_COLOR:url(x)] y [CAMBIAR_COLOR:#000]")).toEqual({
      text: "Listo  y",
      colours: [{ value: "#000", css: "#000" }],
    });
  });

  it("hides a marker still arriving", () => {
    expect(visibleReply("Hecho. [CAMBIAR_CO")).toBe("Hecho.");
    expect(visibleReply("Hecho. [CAMBIAR_COLOR:#1d4")).toBe("Hecho.");
    expect(visibleReply("Hecho. [CAMBIAR_COLOR:#1d4ed8] Listo")).toBe("Hecho.  Listo");
    expect(visibleReply("Mira [esto]")).toBe("Mira [esto]");
  });
});

describe("a colour named in a sentence", () => {
  it("finds the longest Spanish name, with or without accents", () => {
    expect(spanishColourIn("pon el menú azul marino")).toBe("azul marino");
    expect(spanishColourIn("Pon el menú AZUL.")).toBe("azul");
    expect(spanishColourIn("el menú en marrón, por favor")).toBe("marron");
    expect(spanishColourIn("cambia el menú")).toBeNull();
    // A name inside another word is not a colour.
    expect(spanishColourIn("pon el menú rosado")).toBeNull();
  });
});
