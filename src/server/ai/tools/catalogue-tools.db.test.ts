import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { WRITES_IN_WORDS } from "../chat/system-prompt";
import { aiSdkTools } from "./ai-sdk-tools";
import { brandsTool } from "./business-tools";
import { catalogueTool, clubPeopleTool, contactLogTool } from "./catalogue-tools";
import { WRITE_TOOLS } from "./write/write-tools";

let database: TestDatabase;
const clubId = async (name: string) =>
  (await database.pool.query<{ id: string }>("select id from clubs where name = $1", [name])).rows[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadSampleDataIfEmpty(database.db, agencyToday());
});
afterAll(() => database.drop());

describe("the model's read tools", () => {
  it("counts each brand's deals", async () => {
    const brands = await brandsTool.run(database.db, { sinPatrocinios: false, limite: 30 }, {});
    expect(brands.find((brand) => brand.nombre === "Zenit Sport")).toMatchObject({
      patrocinios: 1,
      patrociniosActivos: 1,
    });
    expect(brands.find((brand) => brand.nombre === "Lumen Relojes")).toMatchObject({ patrocinios: 0 });
  });

  it("reads a club's people and the contact log with its next steps", async () => {
    const people = await clubPeopleTool.run(database.db, { clubId: await clubId("Northbridge FC"), limite: 20 }, {});
    expect(people.registros.map((person) => person.nombre)).toContain(
      "Oliver Hastings (Director deportivo, Northbridge FC)",
    );
    const log = await contactLogTool.run(database.db, { pendiente: "por_vencer", limite: 20 }, {});
    expect(log.registros.map((entry) => (entry as Record<string, unknown>).nextStep)).toContain("Mandar los vídeos");
  });

  it("reads any resource of the catalogue, cut by the member's hidden groups and reach", async () => {
    const input = { recurso: "offers", estado: "pendiente", orden: "importe", limite: 20 } as const;
    const all = await catalogueTool.run(database.db, input, {});
    expect(all).toMatchObject({ total: 2 });
    const withoutMoney = await catalogueTool.run(database.db, input, { hidden: ["money"] });
    expect(JSON.stringify(withoutMoney)).not.toMatch(/20000000|2\.600\.000/);
    const noOne = await catalogueTool.run(database.db, input, { reach: [] });
    expect(noOne).toMatchObject({ total: 0 });
  });

  it("drops the hidden fields of every tool's answer before a model reads it", async () => {
    const tools = aiSdkTools(database.db, { hidden: ["money"] });
    const deals = (await tools.listar_patrocinios!.execute!({ limite: 5 }, { toolCallId: "1", messages: [] })) as {
      fee?: unknown;
    }[];
    expect(JSON.stringify(deals)).not.toMatch(/1\.200\.000/);
  });
});

it("tells the model every write it may propose", () => {
  for (const tool of WRITE_TOOLS) expect(WRITES_IN_WORDS).toContain(`(${tool.name})`);
});
