import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { fullOkrSuggestionsSchema } from "../../../shared/schemas/okr-suggestions";
import { failWith, fakeModelSettings, startFakeOpenAi, streamedText, type FakeOpenAi } from "../../test/fake-openai";
import { playerIdNamed } from "../../test/fixtures";
import { useSignedInApp } from "../../test/signed-in-app";
import { DEFAULT_AI_SETTINGS } from "../settings";

const year = Number(agencyToday().slice(0, 4));
type ErrorBody = { error: { message: string } };

describe("OKR suggestions with the offline engine", () => {
  const t = useSignedInApp({ ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 1000 } }, { sample: true });
  const suggest = (json: unknown) => t.request("/api/ai/okr-suggestions", { method: "POST", json });

  it("needs a session", async () => {
    expect(
      (await t.anonymous("/api/ai/okr-suggestions", { method: "POST", json: { type: "key-results", objective: "x" } }))
        .status,
    ).toBe(401);
  });

  it("suggests key results for an objective", async () => {
    const response = await suggest({ type: "key-results", objective: "Cerrar nuevos patrocinios" });
    expect(response.status).toBe(200);
    const { keyResults } = (await response.json()) as { keyResults: { title: string }[] };
    expect(keyResults.map((kr) => kr.title)).toContain("Cerrar patrocinios nuevos");
  });

  it("grounds key results in the data the objective names: the money owed, a player's sentiment, the market", async () => {
    type Suggested = { keyResults: { title: string; target: number; current: number; unit: string }[] };
    const owed = await t.database.pool.query<{ total: string; n: number }>(
      "select coalesce(sum(owed), 0) as total, coalesce(sum(owed_count), 0)::int as n from commission_day_totals where due_date < $1",
      [agencyToday()],
    );
    const money = (await (
      await suggest({ type: "key-results", objective: "Cobrar todas las comisiones atrasadas" })
    ).json()) as Suggested;
    if (Number(owed.rows[0]!.total) > 0) {
      expect(money.keyResults[0]).toMatchObject({ target: Number(owed.rows[0]!.total), current: 0, unit: "€" });
      expect(money.keyResults[1]).toMatchObject({ title: "Plazos vencidos cobrados", target: owed.rows[0]!.n });
    }

    const sentiment = await t.database.pool.query<{ sentiment: number }>(
      "select sentiment from players where name = 'Nicolás Ferreira'",
    );
    const reputation = (await (
      await suggest({ type: "key-results", objective: "Mejorar la reputación de Nicolás" })
    ).json()) as Suggested;
    expect(reputation.keyResults[0]).toMatchObject({ current: sentiment.rows[0]!.sentiment, unit: "puntos" });
    expect(reputation.keyResults[0]!.title).toContain("Nicolás Ferreira");

    const mandate = (await (
      await suggest({ type: "key-results", objective: "Renovar el mandato de Diego" })
    ).json()) as Suggested;
    expect(mandate.keyResults[0]!.title).toBe("Renovación del mandato acordada con Diego Salvatierra");

    const transfer = (await (
      await suggest({ type: "key-results", objective: "Cerrar el traspaso de Álvaro" })
    ).json()) as Suggested;
    expect(transfer.keyResults.map((kr) => kr.title)).toEqual(
      expect.arrayContaining([
        "Clubes contactados",
        "Ofertas formales recibidas",
        expect.stringMatching(/^Operación cerrada .*LaLiga/),
      ]),
    );
  });

  it("builds three OKRs from the player's own figures", async () => {
    const id = await playerIdNamed(t, "Álvaro Martín Ruiz");
    const response = await suggest({
      type: "full-okr",
      playerData: { id, name: "ignorado", deals: [] },
      quarter: "Q1",
      year: year + 1,
    });
    expect(response.status).toBe(200);
    const { okrs } = fullOkrSuggestionsSchema.parse(await response.json());
    // What cannot wait comes first: Álvaro's commissions past their date, or his contract ending in the quarter.
    const owed = await t.database.pool.query<{ total: string }>(
      "select coalesce(sum(amount - paid_amount), 0) as total from commissions where player_id = $1 and due_date < $2 and archived_at is null",
      [id, agencyToday()],
    );
    const contract = await t.database.pool.query<{ ends: boolean }>(
      "select contract_until <= $2 as ends from players where id = $1",
      [id, `${year + 1}-03-31`],
    );
    const urgent = Number(owed.rows[0]!.total) > 0 || contract.rows[0]!.ends === true;
    expect(okrs.map((okr) => okr.objective)).toEqual(
      urgent
        ? [
            "Asegurar lo urgente de Álvaro Martín Ruiz este trimestre",
            "Consolidar la cartera comercial de Álvaro Martín Ruiz",
            "Hacer crecer la comunidad digital de Álvaro Martín Ruiz",
          ]
        : [
            "Hacer crecer la comunidad digital de Álvaro Martín Ruiz",
            "Consolidar la cartera comercial de Álvaro Martín Ruiz",
            "Cuidar la imagen y la agenda de Álvaro Martín Ruiz",
          ],
    );
    if (Number(owed.rows[0]!.total) > 0)
      expect(okrs[0]!.keyResults.at(-1)).toMatchObject({ target: Number(owed.rows[0]!.total), current: 0, unit: "€" });
    // His active OKR already aims at 3M followers on Instagram: the suggestion does not aim lower (+10 % would be 2,53 M).
    const digital = okrs.find((okr) => okr.objective.startsWith("Hacer crecer"))!;
    expect(digital.keyResults[0]).toMatchObject({ target: 3_000_000, current: 2_300_000, unit: "seguidores" });
    expect(okrs[1]!.keyResults[0]).toMatchObject({
      title: "Pasar de 2 a 3 patrocinios activos",
      target: 3,
      current: 2,
    });
  });

  it.each([
    [{ type: "key-results", objective: "   " }, "Primero escribe un objetivo"],
    [{ type: "full-okr", quarter: "Q1", year }, "Selecciona un jugador"],
    [{ type: "otro" }, "type debe ser key-results o full-okr"],
  ])("refuses %j in Spanish", async (body, message) => {
    const response = await suggest(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(message);
  });

  it("answers 'Jugador no encontrado' for a player that is gone", async () => {
    const response = await suggest({
      type: "full-okr",
      playerData: { id: "00000000-0000-4000-8000-000000000000" },
      quarter: "Q2",
      year,
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Jugador no encontrado");
  });
});

describe("OKR suggestions with a model", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  const t = useSignedInApp(
    () => ({
      ai: fakeModelSettings(fake, { apiKey: undefined }),
    }),
    { sample: true },
  );
  afterAll(async () => {
    await fake.close();
  });
  const suggest = (json: unknown) => t.request("/api/ai/okr-suggestions", { method: "POST", json });
  const answerJson = (content: string) =>
    fake.answerWith((request, response) => {
      if (request.stream) return streamedText(content)(request, response);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: 1,
          model: "fake-model",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });

  it("returns the model's key results once they fit the schema", async () => {
    answerJson(
      JSON.stringify({ keyResults: [{ title: "Firmar con dos marcas", target: 2, current: 0, unit: "acuerdos" }] }),
    );
    const response = await suggest({ type: "key-results", objective: "Crecer en patrocinios" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      keyResults: [{ title: "Firmar con dos marcas", target: 2, current: 0, unit: "acuerdos" }],
    });
    expect(JSON.stringify(fake.requests.at(-1)!.messages)).toContain("Crecer en patrocinios");
  });

  it("sends the player's real figures for a full set", async () => {
    const okr = {
      objective: "Objetivo",
      description: "",
      keyResults: [{ title: "KR", target: 1, current: 0, unit: "u" }],
    };
    answerJson(JSON.stringify({ okrs: [okr, okr, okr] }));
    const id = await playerIdNamed(t, "Diego Salvatierra");
    const response = await suggest({ type: "full-okr", playerData: { id }, quarter: "Q3", year });
    expect(response.status).toBe(200);
    expect(JSON.stringify(fake.requests.at(-1)!.messages)).toContain("Aqualis");
  });

  it.each([
    ["not JSON", "esto no es json"],
    ["JSON of the wrong shape", JSON.stringify({ keyResults: [{ title: "", target: -1 }] })],
  ])("answers an error, not a crash, for %s", async (_label, content) => {
    answerJson(content);
    const response = await suggest({ type: "key-results", objective: "Crecer" });
    expect(response.status).toBe(502);
    expect(((await response.json()) as ErrorBody).error.message).toBe("La IA no devolvió sugerencias válidas");
  });

  it("passes the provider's 429 on", async () => {
    fake.answerWith(failWith(429, { message: "Rate limit reached" }));
    const response = await suggest({ type: "key-results", objective: "Crecer" });
    expect(response.status).toBe(429);
    expect(((await response.json()) as ErrorBody).error.message).toBe(
      "Límite de solicitudes alcanzado. Intenta en unos minutos.",
    );
  });
});
