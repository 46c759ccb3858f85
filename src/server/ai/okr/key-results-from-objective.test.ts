import { describe, expect, it } from "vitest";

import { suggestedKeyResultSchema } from "../../../shared/schemas/okr-suggestions";
import { keyResultsFromObjective } from "./key-results-from-objective";

describe("key results from an objective", () => {
  it("follows the objective's theme", () => {
    expect(keyResultsFromObjective("Aumentar la visibilidad en redes sociales").map((kr) => kr.title)).toContain(
      "Aumentar los seguidores totales un 15 %",
    );
    expect(keyResultsFromObjective("Cerrar nuevos patrocinios con marcas").map((kr) => kr.title)).toContain(
      "Cerrar patrocinios nuevos",
    );
    expect(keyResultsFromObjective("Renovar el contrato con el club").map((kr) => kr.title)).toContain(
      "Propuesta económica aprobada",
    );
    expect(keyResultsFromObjective("Mejorar la reputación en prensa").map((kr) => kr.title)).toContain(
      "Sentimiento en medios de al menos 75 sobre 100",
    );
  });

  it("turns a figure the objective names into the first key result", () => {
    expect(keyResultsFromObjective("Alcanzar 3M de seguidores en Instagram")[0]).toEqual({
      title: "Llegar a 3M de seguidores",
      target: 3_000_000,
      current: 0,
      unit: "seguidores",
    });
  });

  it("mixes themes, stays within four, and always gives measurable rows", () => {
    for (const objective of [
      "Más seguidores y más patrocinios",
      "Algo distinto sin tema conocido",
      "Ganar 10 partidos",
    ]) {
      const keyResults = keyResultsFromObjective(objective);
      expect(keyResults.length).toBeGreaterThanOrEqual(3);
      expect(keyResults.length).toBeLessThanOrEqual(4);
      for (const keyResult of keyResults) expect(suggestedKeyResultSchema.parse(keyResult)).toEqual(keyResult);
    }
  });

  it("is deterministic", () => {
    expect(keyResultsFromObjective("Mejorar la imagen pública")).toEqual(
      keyResultsFromObjective("Mejorar la imagen pública"),
    );
  });
});
