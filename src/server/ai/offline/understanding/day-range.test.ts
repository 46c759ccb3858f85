import { describe, expect, it } from "vitest";

import { dayRangeOf } from "./day-range";
import { splitQuestions } from "./split-questions";

// Wednesday 25 November 2026, in the agency's calendar.
const today = "2026-11-25";
const span = (q: string) => {
  const range = dayRangeOf(q, today);
  return range ? [range.from, range.to] : undefined;
};

describe("the days a question names", () => {
  it.each([
    ["que tengo hoy", ["2026-11-25", "2026-11-25"]],
    ["que hay manana", ["2026-11-26", "2026-11-26"]],
    ["que hay mañana", ["2026-11-26", "2026-11-26"]],
    ["que tengo pasado mañana", ["2026-11-27", "2026-11-27"]],
    ["que tengo el jueves", ["2026-11-26", "2026-11-26"]],
    ["que tengo el lunes", ["2026-11-30", "2026-11-30"]],
    ["que tengo el finde", ["2026-11-28", "2026-11-29"]],
    ["eventos este fin de semana", ["2026-11-28", "2026-11-29"]],
    ["agenda de esta semana", ["2026-11-25", "2026-11-29"]],
    ["la semana que viene", ["2026-11-30", "2026-12-06"]],
    ["eventos en diciembre", ["2026-12-01", "2026-12-31"]],
    ["este mes", ["2026-11-25", "2026-11-30"]],
    ["el mes que viene", ["2026-12-01", "2026-12-31"]],
    ["este trimestre", ["2026-11-25", "2026-12-31"]],
  ])("%s", (question, expected) => {
    expect(span(question)).toEqual(expected);
  });

  it("names none in a question without days", () => {
    expect(span("quien tiene mas seguidores")).toBeUndefined();
  });

  it("says the day it found", () => {
    expect(dayRangeOf("que hay manana", today)?.label).toBe("mañana (jueves, 26 de noviembre)");
  });
});

describe("the questions of one message", () => {
  it.each([
    ["¿cuánto vale Diego y cuándo acaba su contrato?", ["cuánto vale Diego", "cuándo acaba su contrato"]],
    ["¿Quién tiene más seguidores? ¿Y más engagement?", ["Quién tiene más seguidores", "Y más engagement"]],
    ["seguidores de Álvaro y Diego", ["seguidores de Álvaro y Diego"]],
    ["¿Qué contratos o renovaciones vencen pronto?", ["Qué contratos o renovaciones vencen pronto"]],
  ])("%s", (message, parts) => {
    expect(splitQuestions(message)).toEqual(parts);
  });
});
