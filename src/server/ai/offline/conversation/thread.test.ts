import { describe, expect, it } from "vitest";

import { askedForMore, continuesPrevious, corrected, isCorrection, turnsOf } from "./thread";

describe("the thread of a conversation", () => {
  it("pairs each question with the reply it got", () => {
    expect(
      turnsOf([
        { role: "user", content: "hola" },
        { role: "assistant", content: "¡Hola!" },
        { role: "user", content: "y ahora" },
      ]),
    ).toEqual([
      { question: "hola", reply: "¡Hola!" },
      { question: "y ahora", reply: undefined },
    ]);
  });

  it("knows a reply that asked for a missing piece from one that proposed a write", () => {
    expect(askedForMore("¿Para qué día quieres «Llamar a Aqualis»? Por ejemplo «el jueves».")).toBe(true);
    expect(askedForMore("Preparado: revísalo. [ACCION:x.y]")).toBe(false);
    expect(askedForMore("Hay 3 ofertas.")).toBe(false);
  });

  it("reads follow-ups that continue the previous question", () => {
    expect(continuesPrevious("y el de nicolas", false)).toBe(true);
    expect(continuesPrevious("cual vence antes", false)).toBe(true);
    expect(continuesPrevious("cual vence antes", true)).toBe(false);
    expect(continuesPrevious("que ofertas hay pendientes por alvaro esta semana", false)).toBe(false);
  });

  it("corrects a proposal's day and hour, keeping the rest", () => {
    expect(isCorrection("ponlo para el martes")).toBe(true);
    expect(corrected("recuérdame llamar a Aqualis el jueves a las 10", "ponlo para el martes")).toBe(
      "recuérdame llamar a Aqualis a las 10 para el martes",
    );
    expect(corrected("recuérdame llamar a Aqualis el jueves a las 10", "mejor a las 12")).toBe(
      "recuérdame llamar a Aqualis el jueves a las 12",
    );
  });
});
