import { describe, expect, it } from "vitest";

import { copyFromBrief, fitText, templateSlogan } from "./campaign-copy";
import { campaignTemplate } from "./campaign-templates";

const launch = campaignTemplate("product-launch");
const victory = campaignTemplate("victory-celebration");

describe("the poster's copy, from the agent's brief", () => {
  it("takes the quoted text, else what follows mensaje:, else a short first sentence", () => {
    expect(copyFromBrief("Lanzamiento de las Velocis X con el lema «Rápidas como tú».", launch).slogan).toBe(
      "Rápidas como tú",
    );
    expect(copyFromBrief("Foto en el estadio de noche. Mensaje: Diseñadas para marcar la diferencia.", launch)).toEqual(
      { headline: "Nuevo lanzamiento", slogan: "Diseñadas para marcar la diferencia", hashtags: [] },
    );
    expect(copyFromBrief("Nacidos para correr. Botas nuevas en blanco y oro.", launch).slogan).toBe(
      "Nacidos para correr",
    );
  });

  it("never prints a long internal instruction: the template's line stands in", () => {
    const brief =
      "Necesitamos una pieza para redes con el jugador en el vestuario, luz cálida, sin logos de la competencia y revisada por legal antes del jueves";
    const copy = copyFromBrief(brief, launch);
    expect(copy.slogan).toBe(templateSlogan(launch));
    expect(copy.slogan).toBe("Diseñadas para marcar la diferencia");
    expect(copy.headline).toBe("Nuevo lanzamiento");
  });

  it("uses the brief's hashtags (three at most, once each) and keeps them out of the slogan", () => {
    const copy = copyFromBrief("#VelocisX Rápidas como tú. #VelocisX #Lanzamiento #Madrid #Extra", launch);
    expect(copy.hashtags).toEqual(["#VelocisX", "#Lanzamiento", "#Madrid"]);
    expect(copy.slogan).toBe("Rápidas como tú");
  });

  it("puts a victory's score in its headline, and an explicit titular: wins", () => {
    expect(
      copyFromBrief("Remontada 3-2 en el último minuto ante el líder y celebración con la grada", victory),
    ).toEqual(expect.objectContaining({ headline: "¡Victoria! 3-2" }));
    expect(copyFromBrief("Titular: Campeones. Mensaje: Hasta el final", victory)).toEqual(
      expect.objectContaining({ headline: "Campeones", slogan: "Hasta el final" }),
    );
    // A date or a time is not a score.
    expect(copyFromBrief("Partido del 14/03 a las 20:00 con celebración", victory).headline).toBe("¡Victoria!");
  });

  it("cuts long text at a word", () => {
    expect(fitText("Una frase bastante larga que no cabe en el póster", 20)).toBe("Una frase bastante…");
    expect(fitText("«Corta.»", 20)).toBe("Corta");
  });
});
