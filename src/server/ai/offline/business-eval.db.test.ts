import { afterAll, beforeAll, expect, it } from "vitest";

import { actionTokensIn, readProposal } from "../../../shared/domain/assistant-actions";
import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { ChatMessage } from "../../../shared/schemas/ai-chat";
import { loadSampleDataIfEmpty } from "../../db/seed/load-sample-data";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { signProposal } from "../actions/proposals";
import { formatEuros } from "./answers/spanish-format";
import { answerOffline } from "./engine";

/**
 * The assistant on the business: the market (operations, offers, clubs and their people, the contact log), tasks
 * and follow-ups, money without a period, past periods, words agents type, conversations of several turns and the
 * writes it proposes. Questions are typed as agents type them, not taken from the engine's corpus; each carries
 * the facts its answer must hold, read from the data. The score is printed per class; each class must reach 80 %.
 */
type Facts = { owed: number; zenitReceived: number; today: string };
type Probe = { turns: string[]; mustSay: (facts: Facts) => string[] };
type Class = { name: string; probes: Probe[] };

const ask = (turns: string | string[], mustSay: (facts: Facts) => string[]): Probe => ({
  turns: typeof turns === "string" ? [turns] : turns,
  mustSay,
});

const CLASSES: Class[] = [
  {
    name: "mercado",
    probes: [
      ask("q ofertas tenemos x alvaro", () => ["Sporting Atlántico", "Northbridge FC"]),
      ask("quien es el dd del northbridge", () => ["Oliver Hastings"]),
      ask("telefono de oliver hastings", () => ["+44 161 555 0142"]),
      ask("cuando hablamos x ultima vez con el riviera", () => ["Marco Bellandi", "25 de noviembre"]),
      ask("en que punto esta la operacion de diego", () => ["Renovación de Diego Salvatierra", "Oferta"]),
      ask("operaciones abiertas", () => ["Traspaso de Álvaro Martín Ruiz", "Cesión de Nicolás Ferreira"]),
      ask("que clubs se interesan por nicolas", () => ["AC Riviera"]),
      ask("cual es la mejor oferta x alvaro", () => ["Northbridge FC", "28.000.000"]),
      ask("ofertas sin contestar", () => ["Sporting Atlántico", "Atlético Marítimo"]),
      ask("cuantas ofertas hemos recibido", () => ["**3 ofertas**"]),
      ask("que operaciones tenemos con el northbridge", () => ["Traspaso de Álvaro Martín Ruiz con Northbridge FC"]),
      ask("con quien hablo en el atletico maritimo", () => ["Xoán Pereira"]),
    ],
  },
  {
    name: "tareas y seguimiento",
    probes: [
      ask("tareas pendientes", () => ["Enviar el dossier a Zenit", "Revisar el contrato de Diego"]),
      ask("que tareas tengo vencidas", () => ["Revisar el contrato de Diego"]),
      ask("cuantas tareas me quedan", () => ["**2 tareas**"]),
      ask("seguimientos pendientes", () => ["Enviar la propuesta salarial revisada", "Mandar los vídeos"]),
      ask("proximos pasos con el northbridge", () => ["Enviar la propuesta salarial revisada"]),
      ask("que llamadas hemos tenido", () => ["Xoán Pereira"]),
    ],
  },
  {
    name: "lenguaje",
    probes: [
      ask("cuanta guita hay en juego", () => ["2.240.000 €"]),
      ask("tiene marca de botas alvaro", () => ["Zenit Sport"]),
      ask("cuanto nos deben a fecha de hoy", (f) => [formatEuros(f.owed)]),
      ask("ofretas pendientes", () => ["Sporting Atlántico"]),
      ask("sponsors de diego", () => ["Aqualis"]),
      ask("el contrato con el club de alvaro", () => ["CD Alcázar", "30.000.000 €"]),
    ],
  },
  {
    name: "dinero sin periodo",
    probes: [
      ask("cuanto nos ha pagado zenit", (f) => [formatEuros(f.zenitReceived), "Por año"]),
      ask("cuanto nos ha pagado aqualis", () => ["No hay cobros con **Aqualis**"]),
      ask("cuanto hemos cobrado de diego", () => ["Diego Salvatierra", "Por año"]),
      ask("cuanto nos deben los clubes", () => ["No hay comisiones vencidas de clubes"]),
    ],
  },
  {
    name: "periodos pasados",
    probes: [
      ask("que noticias hubo el mes pasado", () => ["Ferreira, expulsado en el derbi"]),
      ask("que eventos tuvimos la semana pasada", () => ["la semana pasada"]),
      ask("que ofertas llegaron la semana pasada", () => ["Sporting Atlántico"]),
      ask("que paso el finde pasado", () => ["el fin de semana pasado"]),
    ],
  },
  {
    name: "conversación",
    probes: [
      ask(["hasta cuando tengo el mandato de alvaro", "y el de nicolas?"], () => ["mandato de **Nicolás Ferreira**"]),
      ask(["recuerdame llamar a aqualis", "el jueves"], () => ["«Llamar a Aqualis» para el jueves"]),
      ask(["ofertas pendientes", "cual vence antes?"], () => ["Sporting Atlántico", "1 de diciembre"]),
      ask(["operaciones de alvaro", "y las de diego?"], () => ["Renovación de Diego Salvatierra"]),
      ask(["recuerdame llamar a aqualis el jueves", "ponlo para el martes"], () => [
        "«Llamar a Aqualis» para el martes",
      ]),
      ask(["cuanto vale salvatierra", "cuantos goles lleva alvaro"], () => [
        "No tengo ese dato de **Álvaro Martín Ruiz**",
      ]),
      ask(["escribe un email a zenit sobre alvaro", "mandaselo"], () => [
        "No envío correos en tu nombre",
        "«Enviar el email a Zenit Sport»",
      ]),
    ],
  },
  {
    name: "escrituras",
    probes: [
      ask("mueve el traspaso de alvaro a acuerdo", () => ["de Negociación a Acuerdo"]),
      ask("apunta una oferta del northbridge por alvaro de 30 millones por 5 años", () => [
        "traspaso 30.000.000€",
        "5 años",
      ]),
      ask("he llamado a oliver hastings: aceptan cinco años; proximo paso enviar la propuesta el lunes", () => [
        "Anotar llamada con Oliver Hastings",
        "Próximo paso: «enviar la propuesta»",
      ]),
      ask("la cesion de nicolas se ha caido", () => ["de Sondeo a Caída"]),
      ask("crea una reunion con diego el viernes a las 10 en Madrid", () => ["Reunión", "Diego Salvatierra"]),
      ask("prepara la factura de la comision de zenit", () => [
        "¿Cuál es el NIF y la dirección fiscal de Zenit Sport?",
      ]),
      ask("abre una cesion de nicolas con el sporting atlantico", () => [
        "Abrir una operación de cesión para Nicolás Ferreira",
      ]),
      ask(["prepara la factura de la comision de zenit", "B12345674, Avenida del Puerto 12, Valencia"], () => [
        "Preparar el borrador de factura a Zenit Sport",
      ]),
    ],
  },
  {
    name: "honestidad",
    probes: [
      ask("cuantos goles lleva alvaro", () => ["No tengo ese dato de **Álvaro Martín Ruiz**"]),
      ask("que tiempo hace en bilbao", () => ["No sé hacer eso todavía", "Lo más parecido que sé responder"]),
      ask("que repartos hay con colaboradores", () => ["No hay repartos"]),
    ],
  },
];

let database: TestDatabase;
let facts: Facts;
const today = agencyToday();
const secret = "clave-de-la-evaluacion-de-negocio-0123456789";

beforeAll(async () => {
  database = await createTestDatabase();
  await loadSampleDataIfEmpty(database.db, today);
  const { pool } = database;
  const player = async (name: string) =>
    (await pool.query<{ id: string }>("select id from players where name like $1", [`${name}%`])).rows[0]!.id;
  const [alvaro, diego] = [await player("Álvaro"), await player("Diego")];
  // Tasks and a club contract: the sample has none.
  await pool.query(
    `insert into tasks (title, due_date, record_type, record_id, created_by, done_at) values
      ('Enviar el dossier a Zenit', $1, 'player', $3, 'Agente', null),
      ('Revisar el contrato de Diego', $2, 'player', $4, 'Agente', null),
      ('Renovar el seguro de viaje', $2, null, null, 'Agente', now())`,
    [shiftDays(today, 3), shiftDays(today, -2), alvaro, diego],
  );
  await pool.query(
    `insert into club_contracts (player_id, club_id, start_date, end_date, release_clause, seasons, bonuses, options)
      select $1, id, '2024-07-01', '2028-06-30', 30000000, '[]', '[]', '[]' from clubs where name = 'CD Alcázar'`,
    [alvaro],
  );
  // A billing issuer, so that an invoice draft reaches the payer's tax identity.
  await pool.query(
    `insert into billing_issuers (kind, name, nif, address, series, rectifying_series, irpf_percent, vat_treatment, vat_rate)
      values ('sociedad', 'Palco Sports SL', 'B12345674', 'Calle Mayor 1, Madrid', 'A', 'R', 0, 'sujeta', 21)`,
  );
  const owed = await pool.query<{ owed: string }>(
    "select coalesce(sum(amount - paid_amount), 0) as owed from commissions where paid_amount < amount and archived_at is null and due_date < $1",
    [today],
  );
  const zenit = await pool.query<{ total: string }>(
    `select coalesce(sum(p.amount), 0) as total from commission_payments p join commissions c on c.id = p.commission_id
      join deals d on d.id = c.deal_id join brands b on b.id = d.brand_id where b.name = 'Zenit Sport'`,
  );
  facts = { owed: Number(owed.rows[0]!.owed), zenitReceived: Number(zenit.rows[0]!.total), today };
});
afterAll(() => database.drop());

/** The reply to the last turn, with each proposal's sentence in place of its marker. */
async function conversation(turns: string[]): Promise<string> {
  const messages: ChatMessage[] = [];
  let reply = "";
  for (const turn of turns) {
    messages.push({ role: "user", content: turn });
    reply = await answerOffline(database.db, {
      messages,
      role: "agent",
      contextPlayers: [],
      sign: (proposal) => signProposal(secret, proposal),
    });
    messages.push({ role: "assistant", content: reply });
  }
  const summaries = actionTokensIn(reply).map((token) => readProposal(token)?.summary ?? "");
  return [reply, ...summaries].join("\n");
}

it("answers at least 80 % of each class of business questions with the right facts", async () => {
  const report: string[] = [];
  const failing: string[] = [];
  for (const kind of CLASSES) {
    const misses: string[] = [];
    for (const probe of kind.probes) {
      const answer = await conversation(probe.turns);
      const missing = probe.mustSay(facts).filter((text) => !answer.includes(text));
      if (missing.length)
        misses.push(`«${probe.turns.join(" → ")}»: falta ${missing.join(" / ")}\n  ${answer.replace(/\n/g, "\n  ")}`);
    }
    const right = kind.probes.length - misses.length;
    const score = right / kind.probes.length;
    report.push(`${kind.name}: ${right} de ${kind.probes.length} (${Math.round(score * 100)} %)`);
    if (score < 0.8) failing.push(kind.name);
    if (misses.length) report.push(...misses);
  }
  console.log(report.join("\n"));
  expect(failing, report.join("\n")).toEqual([]);
});
