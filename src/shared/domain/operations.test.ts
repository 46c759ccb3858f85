import { describe, expect, it } from "vitest";

import { DEFAULT_FIFA_RULES } from "./fifa-rules";
import {
  changesClub,
  mandateRequiredMessage,
  needsMandate,
  OPERATION_MESSAGES,
  OPERATION_STAGES,
  operationWarnings,
  signedFeeGaps,
} from "./operations";

const day = (iso: string) => iso.split("-").reverse().join("/");

describe("operations", () => {
  it("asks for a mandate in every stage past a sounding, but not for a dropped operation", () => {
    expect(OPERATION_STAGES.filter(needsMandate)).toEqual(["Oferta", "Negociación", "Acuerdo", "Firmada"]);
  });

  it("changes the player's club for moves, not for a renewal", () => {
    expect(changesClub("Traspaso")).toBe(true);
    expect(changesClub("Fichaje libre")).toBe(true);
    expect(changesClub("Renovación")).toBe(false);
  });

  it("names the mandate's state in the refusal", () => {
    expect(mandateRequiredMessage(null, "2026-11-24", day)).toBe(
      "Para pasar de Sondeo hace falta un mandato de representación vigente: el jugador no tiene ningún mandato registrado",
    );
    expect(mandateRequiredMessage({ startDate: "2024-01-01", endDate: "2025-12-31" }, "2026-11-24", day)).toMatch(
      /su último mandato venció el 31\/12\/2025$/,
    );
    expect(mandateRequiredMessage({ startDate: "2027-01-01", endDate: "2028-12-31" }, "2026-11-24", day)).toMatch(
      /su mandato empieza el 01\/01\/2027$/,
    );
  });

  describe("warnings", () => {
    const winter = { league: "LaLiga", startDay: "01-02", endDay: "02-02" };
    const summer = { league: "LaLiga", startDay: "07-01", endDay: "09-01" };
    const facts = { today: "2026-11-24", league: "laliga ", windows: [winter, summer], mandateEndsOn: "2027-12-31" };
    const move = { type: "Traspaso" as const, stage: "Negociación" as const, startDate: null, signedOn: null };
    const messages = (operation: Parameters<typeof operationWarnings>[0], overrides = {}) =>
      operationWarnings(operation, { ...facts, ...overrides }, DEFAULT_FIFA_RULES).map((warning) => warning.message);

    it("judges a move's signing day against its league's windows, both ends included", () => {
      expect(messages({ ...move, signedOn: "2027-02-02" })).toEqual([]);
      expect(messages({ ...move, signedOn: "2027-02-03" })).toEqual(["Fuera de ventana de traspasos"]);
      expect(messages({ ...move, signedOn: "2027-07-01" })).toEqual([]);
      // Until it is signed, the contract's start stands for the signing day; signed, the signing day counts.
      expect(messages({ ...move, startDate: "2027-10-01" })).toEqual(["Fuera de ventana de traspasos"]);
      expect(messages({ ...move, startDate: "2027-10-01", signedOn: "2027-08-31" })).toEqual([]);
    });

    it("leaves renewals, fallen operations and leagues without windows alone", () => {
      expect(messages({ ...move, type: "Renovación", signedOn: "2027-03-01" })).toEqual([]);
      expect(messages({ ...move, stage: "Caída", signedOn: "2027-03-01" })).toEqual([]);
      expect(messages({ ...move, signedOn: "2027-03-01" }, { league: "Serie A" })).toEqual([]);
      expect(messages({ ...move, signedOn: "2027-03-01" }, { league: null })).toEqual([]);
    });

    it("warns of an open operation past a sounding with no mandate today, or starting after it ends", () => {
      expect(messages(move, { mandateEndsOn: null })).toEqual([
        "Sin mandato de representación vigente: renueva el mandato para seguir negociando",
      ]);
      // 15 July is inside the summer window: only the mandate is wrong.
      expect(messages({ ...move, startDate: "2027-07-15" }, { mandateEndsOn: "2027-06-30" })).toEqual([
        "El mandato vence el 30/06/2027, antes de que empiece el contrato",
      ]);
      expect(messages({ ...move, stage: "Sondeo" }, { mandateEndsOn: null })).toEqual([]);
      expect(messages({ ...move, stage: "Firmada" }, { mandateEndsOn: null })).toEqual([]);
    });
  });
});

describe("what signing needs to compute the agent's fee", () => {
  const terms = {
    agentFeePercent: 3,
    agentFeeAmount: null,
    salary: 1_400_000,
    startDate: "2027-07-01",
    endDate: "2030-06-30",
  };
  it("asks a percent fee for the contract's dates and the salary it is a percent of", () => {
    expect(signedFeeGaps(terms)).toEqual([]);
    expect(signedFeeGaps({ ...terms, startDate: null })).toEqual(["startDate"]);
    expect(signedFeeGaps({ ...terms, startDate: null, endDate: null, salary: null })).toEqual([
      "startDate",
      "endDate",
      "salary",
    ]);
    expect(OPERATION_MESSAGES.signingNeeds(["startDate", "salary"], 2.5)).toBe(
      "Para firmar con un honorario del 2,5 % falta el inicio del contrato y el salario bruto anual: sin ello no se puede calcular la comisión. Complétalo en Editar.",
    );
  });
  it("asks nothing of a fixed fee, nor of an operation without a fee", () => {
    expect(signedFeeGaps({ ...terms, agentFeePercent: null, agentFeeAmount: 50_000, startDate: null })).toEqual([]);
    expect(signedFeeGaps({ ...terms, agentFeePercent: null, salary: null, startDate: null })).toEqual([]);
  });
});
