import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import type { EngineAccess } from "./catalogue-route";
import { answerOffline } from "./engine";

/** The offline engine reads with the member's role and reach, and a player reads only his own records. */
let database: TestDatabase;
let alvaro: { id: string; name: string };
const today = agencyToday();

beforeAll(async () => {
  database = await createTestDatabase();
  await loadSampleDataIfEmpty(database.db, today);
  const { rows } = await database.pool.query<{ id: string; name: string }>(
    "select id, name from players where name like 'Álvaro%'",
  );
  alvaro = rows[0]!;
});
afterAll(() => database.drop());

const ask = (question: string, access?: EngineAccess) =>
  answerOffline(database.db, {
    messages: [{ role: "user", content: question }],
    role: "agent",
    contextPlayers: [],
    access,
  });

describe("the offline engine with a member's role", () => {
  it("answers every figure to a role that sees money", async () => {
    expect(await ask("cuanto nos ha pagado zenit")).toContain("120.000 €");
  });

  it("leaves out every amount a role that does not see money would be told", async () => {
    const noMoney: EngineAccess = { reach: null, hidden: ["money"], mayRead: () => true };
    const paid = await ask("cuanto nos ha pagado zenit", noMoney);
    expect(paid).toContain("Tu rol no ve importes");
    expect(paid).not.toMatch(/\d €/);
    const offers = await ask("ofertas de alvaro", noMoney);
    expect(offers).toContain("Sporting Atlántico");
    expect(offers).not.toMatch(/€/);
  });

  it("lists only the records of the players a member reaches", async () => {
    const assigned: EngineAccess = { reach: [alvaro.id], hidden: [], mayRead: () => true };
    const everyone = await ask("ofertas pendientes");
    expect(everyone).toContain("Diego Salvatierra");
    const mine = await ask("ofertas pendientes", assigned);
    expect(mine).toContain("Álvaro Martín Ruiz");
    expect(mine).not.toContain("Diego Salvatierra");
  });

  it("says so when the role may not read an area at all", async () => {
    const noInvoices: EngineAccess = { reach: null, hidden: [], mayRead: (area) => area !== "invoices" };
    expect(await ask("facturas emitidas", noInvoices)).toBe("Tu rol no permite consultar facturas.");
  });
});

describe("the offline engine in a player's app", () => {
  const askAsPlayer = (question: string) =>
    answerOffline(database.db, {
      messages: [{ role: "user", content: question }],
      role: "player",
      contextPlayers: [alvaro],
    });

  it("reads his own records of what he sees, past periods included", async () => {
    const events = await askAsPlayer("que eventos tuve la semana pasada");
    expect(events).toContain("Gala de premios de la liga");
  });

  it("keeps the agency's business with the agent", async () => {
    for (const question of ["ofertas pendientes", "facturas emitidas", "que seguimientos hay"])
      expect(await askAsPlayer(question)).toContain("Eso lo lleva tu agente");
  });
});
