import { afterAll, beforeAll, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { formatEuros } from "./answers/spanish-format";
import { answerOffline } from "./engine";

const today = agencyToday();
const year = today.slice(0, 4);
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadSampleDataIfEmpty(database.db, today);
});
afterAll(() => database.drop());

it("tells the agency's net after what collaborators are owed of the commissions", async () => {
  const ask = async () =>
    answerOffline(database.db, {
      messages: [{ role: "user", content: "¿Cuánto vence de comisiones este año?" }],
      role: "agent",
      contextPlayers: [],
    });
  expect(await ask()).not.toContain("colaboradores");
  const { rows } = await database.pool.query<{ id: string; amount: string }>(
    `select id, amount from commissions where archived_at is null and due_date between '${year}-01-01' and '${year}-12-31'
      order by amount desc limit 1`,
  );
  const instalment = rows[0]!;
  const {
    rows: [collaborator],
  } = await database.pool.query<{ id: string }>(
    "insert into collaborators (kind, name, licence_number) values ('agente', 'Agente Compartido', '2023-1') returning id",
  );
  await database.pool.query(
    "insert into commission_shares (commission_id, collaborator_id, position, percent, basis, due) values ($1, $2, 1, 50, 'base', 'received')",
    [instalment.id, collaborator!.id],
  );
  const answer = await ask();
  expect(answer).toContain(
    `**${formatEuros(Math.round(Number(instalment.amount) * 50) / 100)}** corresponde a colaboradores`,
  );
  expect(answer).toContain("el neto para la agencia es");
});
