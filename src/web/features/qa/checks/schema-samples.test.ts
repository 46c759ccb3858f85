import { describe, expect, it } from "vitest";
import { z } from "zod";

import { checkSchemaCases, SCHEMA_CASES } from "./schema-samples";

describe("the QA runner's forms check", () => {
  it("passes on the app's own schemas", () => {
    expect(checkSchemaCases(SCHEMA_CASES)).toEqual({ passed: true, detail: expect.stringContaining("12 formularios") });
  });

  it("fails when a schema accepts a wrong input", () => {
    const lax = { form: "Laxo", schema: z.object({ name: z.string() }), valid: { name: "a" }, invalid: { name: "" } };
    expect(checkSchemaCases([lax])).toEqual({ passed: false, detail: "Laxo: acepta un dato no válido" });
  });

  it("fails when the refusal speaks zod's English", () => {
    const english = {
      form: "Inglés",
      schema: z.object({ name: z.string().min(1) }),
      valid: { name: "a" },
      invalid: {},
    };
    expect(checkSchemaCases([english]).passed).toBe(false);
    expect(checkSchemaCases([english]).detail).toMatch(/^Inglés: el error no está en español/);
  });

  it("fails when a schema refuses a correct input", () => {
    const strict = {
      form: "Estricto",
      schema: z.object({ age: z.number().min(18, "Debe ser mayor de edad") }),
      valid: { age: 17 },
      invalid: { age: 1 },
    };
    expect(checkSchemaCases([strict])).toEqual({
      passed: false,
      detail: "Estricto: rechaza un dato válido (Debe ser mayor de edad)",
    });
  });
});
