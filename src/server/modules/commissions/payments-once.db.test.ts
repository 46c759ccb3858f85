import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatEuros } from "../../../shared/domain/euros";
import type { CreatedApiToken } from "../../../shared/schemas/api-token";
import type { Commission } from "../../../shared/schemas/commission";
import type { Page } from "../../../shared/schemas/common";
import { DEFAULT_AI_SETTINGS } from "../../ai/settings";
import { useSignedInApp } from "../../test/signed-in-app";
import { TEST_AGENT } from "../../test/test-app";

// Money is recorded once and never past what is owed, on every path, however the calls arrive: found with five
// parallel MCP calls over-paying an instalment fivefold, a retried call paying twice, and the REST route taking
// ten times the amount.
const t = useSignedInApp({ ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 1000 } });
const today = agencyToday();
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
type ToolAnswer = { content: { type: string; text: string }[]; isError?: boolean };

let server: ReturnType<typeof serve>;
let client: Client;
beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const token = (await (
    await t.request("/api/tokens", {
      method: "POST",
      json: { name: "Agente externo", scope: "write", currentPassword: TEST_AGENT.password },
    })
  ).json()) as CreatedApiToken;
  client = new Client({ name: "palco-test", version: "1.0.0" });
  const url = new URL(`http://localhost:${(server.address() as AddressInfo).port}/api/mcp`);
  await client.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: { headers: { Authorization: `Bearer ${token.token}` } },
    }),
  );
});
afterAll(async () => {
  await client.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A fresh active deal's single instalment, nothing received yet. */
async function newInstalment(fee = "50.000€") {
  const [player, brand] = await Promise.all([t.make.player(), t.make.brand()]);
  const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee, startDate: today });
  const page = (await (await t.request("/api/commissions?limit=100")).json()) as Page<Commission>;
  const instalment = page.items.find((item) => item.sourceId === deal.id);
  if (!instalment) throw new Error("the deal earned no instalment");
  return instalment;
}
const instalmentNow = async (id: string) => (await (await t.request(`/api/commissions/${id}`)).json()) as Commission;
const receive = (args: Record<string, unknown>) =>
  client.callTool({ name: "registrar_cobro", arguments: { fechaCobro: today, ...args } }) as Promise<ToolAnswer>;
const post = (id: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request(`/api/commissions/${id}/payments`, { method: "POST", json, headers });

describe("a payment through MCP", () => {
  it("five parallel calls for the balance record it once, and refuse the rest with what is left", async () => {
    for (let trial = 0; trial < 4; trial++) {
      const instalment = await newInstalment();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, call) => receive({ comisionId: instalment.id, clave: `pago-${trial}-${call}` })),
      );
      expect(answers.filter((answer) => !answer.isError)).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.isError))
        expect(refused.content[0]!.text).toContain("Esta comisión no tiene nada pendiente de cobro (0 €)");
      const after = await instalmentNow(instalment.id);
      expect(after).toMatchObject({ receivedAmount: instalment.amount, balance: 0, overpaid: 0 });
      expect(after.payments).toHaveLength(1);
    }
  });

  it("a call retried with the same key, at once or later, answers the first payment and records nothing more", async () => {
    const instalment = await newInstalment();
    const half = instalment.amount / 2;
    const once = { comisionId: instalment.id, importeCobrado: half, clave: "transferencia-77" };
    const answers = await Promise.all([receive(once), receive(once), receive(once)]);
    expect(answers.every((answer) => !answer.isError)).toBe(true);
    const later = await receive(once);
    expect(later.isError).toBeFalsy();
    const after = await instalmentNow(instalment.id);
    expect(after).toMatchObject({ receivedAmount: half, balance: instalment.amount - half });
    expect(after.payments).toHaveLength(1);
    // The key names that money: reused for another amount, it is refused.
    const other = await receive({ ...once, importeCobrado: 10 });
    expect(other.isError).toBe(true);
    expect(other.content[0]!.text).toContain("Esa clave de idempotencia ya registró un cobro distinto");
  });

  it("asks for a key, and records an overpayment only when told it is one", async () => {
    const instalment = await newInstalment();
    const keyless = await receive({ comisionId: instalment.id });
    expect(keyless.isError).toBe(true);
    expect(keyless.content[0]!.text).toContain("Indica una clave única del cobro");
    const tooMuch = await receive({ comisionId: instalment.id, importeCobrado: instalment.amount * 10, clave: "a" });
    expect(tooMuch.isError).toBe(true);
    expect(tooMuch.content[0]!.text).toContain(
      `El importe supera lo pendiente de cobro (${formatEuros(instalment.amount)})`,
    );
    const told = await receive({
      comisionId: instalment.id,
      importeCobrado: instalment.amount + 250,
      sobrepago: true,
      clave: "b",
    });
    expect(told.isError).toBeFalsy();
    const after = await instalmentNow(instalment.id);
    expect(after).toMatchObject({ receivedAmount: instalment.amount + 250, balance: 0, overpaid: 250 });
    expect(after.payments).toMatchObject([{ amount: instalment.amount + 250, overpayment: true }]);
  });
});

describe("a payment through the REST API", () => {
  it("refuses ten times the amount with the outstanding figure, on its field", async () => {
    const instalment = await newInstalment();
    const response = await post(
      instalment.id,
      { paidOn: today, amount: instalment.amount * 10 },
      { "Idempotency-Key": "r-1" },
    );
    expect(response.status).toBe(400);
    const message = `El importe supera lo pendiente de cobro (${formatEuros(instalment.amount)}). Si de verdad llegó de más, márcalo como sobrepago.`;
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ message, fields: { amount: message } });
    expect((await instalmentNow(instalment.id)).payments).toEqual([]);
  });

  it("five parallel posts without a key record nothing; five with one key record one payment", async () => {
    const instalment = await newInstalment();
    const keyless = await Promise.all(
      Array.from({ length: 5 }, () => post(instalment.id, { paidOn: today, amount: 1_000 })),
    );
    for (const response of keyless) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe(
        "Indica una clave de idempotencia (la cabecera Idempotency-Key o el campo id) para que un reintento no registre el cobro dos veces",
      );
    }
    const keyed = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(instalment.id, { paidOn: today, amount: 1_000 }, { "Idempotency-Key": "lote-9" }),
      ),
    );
    expect(keyed.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const answers = (await Promise.all(keyed.map((response) => response.json()))) as Commission[];
    expect(new Set(answers.map((answer) => answer.receivedAmount))).toEqual(new Set([1_000]));
    expect((await instalmentNow(instalment.id)).payments).toHaveLength(1);
  });

  it("the same key on two instalments names two payments", async () => {
    const [first, second] = [await newInstalment(), await newInstalment()];
    for (const instalment of [first, second])
      expect((await post(instalment.id, { paidOn: today, amount: 100 }, { "Idempotency-Key": "igual" })).status).toBe(
        201,
      );
    expect((await instalmentNow(first.id)).receivedAmount).toBe(100);
    expect((await instalmentNow(second.id)).receivedAmount).toBe(100);
  });
});
