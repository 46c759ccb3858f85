import { describe, expect, it } from "vitest";

import { holdsActiveLicence, licenceProblem, licenceRefusal, type LicenceHolder } from "./agent-licence";

const TODAY = "2026-11-26";
const agent: LicenceHolder = {
  name: "Ana Pérez",
  role: "agente",
  licenceNumber: "202301-1234",
  licenceExpiry: null,
  active: true,
};

describe("FIFA art. 11: who holds an active licence", () => {
  it("is an agent or a director with a number, not expired and still in the agency", () => {
    expect(holdsActiveLicence(agent, TODAY)).toBe(true);
    expect(holdsActiveLicence({ ...agent, role: "direccion" }, TODAY)).toBe(true);
    expect(holdsActiveLicence({ ...agent, licenceExpiry: TODAY }, TODAY)).toBe(true);
    expect(licenceProblem({ ...agent, licenceExpiry: "2026-11-25" }, TODAY)).toBe("expired");
    expect(licenceProblem({ ...agent, licenceNumber: "  " }, TODAY)).toBe("missing");
    expect(licenceProblem({ ...agent, licenceNumber: null }, TODAY)).toBe("missing");
    expect(licenceProblem({ ...agent, role: "asistente" }, TODAY)).toBe("role");
    expect(licenceProblem({ ...agent, role: "legal" }, TODAY)).toBe("role");
    expect(licenceProblem({ ...agent, active: false }, TODAY)).toBe("inactive");
  });

  it("says what is reserved and why, in Spanish", () => {
    const format = (iso: string) => iso.split("-").reverse().join("/");
    expect(licenceRefusal({ ...agent, licenceExpiry: "2026-01-31" }, "expired", "operationStage", format)).toBe(
      "Solo un agente con licencia FIFA vigente puede pasar una operación de Sondeo: la licencia FIFA de Ana Pérez caducó el 31/01/2026",
    );
    expect(licenceRefusal({ ...agent, role: "contabilidad" }, "role", "approach", format)).toBe(
      "Solo un agente con licencia FIFA vigente puede registrar un acercamiento a un jugador o a un club: Ana Pérez tiene el rol contabilidad, que no presta servicios de agente",
    );
  });
});
