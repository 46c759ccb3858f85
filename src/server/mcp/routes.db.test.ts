import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday } from "../../shared/domain/calendar-day";
import type { CreatedApiToken } from "../../shared/schemas/api-token";
import type { Page } from "../../shared/schemas/common";
import { DEFAULT_AI_SETTINGS } from "../ai/settings";
import { ASSISTANT_TOOLS } from "../ai/tools";
import { hashToken } from "../modules/api-tokens";
import { useSignedInApp } from "../test/signed-in-app";
import { createTestApp, TEST_AGENT } from "../test/test-app";

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };

describe("personal access tokens and the MCP server", () => {
  let server: ReturnType<typeof serve>;
  let url: URL;
  const clients: Client[] = [];
  const t = useSignedInApp({ ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 1000 } }, { sample: true });
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    url = new URL(`http://localhost:${(server.address() as AddressInfo).port}/api/mcp`);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await new Promise((resolve) => server.close(resolve));
  });

  const createToken = async (scope: "read" | "write", name = `Token ${scope}`) => {
    const response = await t.request("/api/tokens", {
      method: "POST",
      json: { name, scope, currentPassword: TEST_AGENT.password },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CreatedApiToken;
  };
  const connect = async (token: string) => {
    const client = new Client({ name: "palco-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: `Bearer ${token}` } } }),
    );
    clients.push(client);
    return client;
  };
  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as TextResult;

  it("creates a token shown once, keeps only its SHA-256, lists it without the secret, and needs a session", async () => {
    expect((await t.anonymous("/api/tokens", { method: "POST", json: { name: "x", scope: "read" } })).status).toBe(401);
    const bad = await t.request("/api/tokens", {
      method: "POST",
      json: { name: " ", scope: "todo", currentPassword: TEST_AGENT.password },
    });
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: "Ponle un nombre al token",
      scope: "Elige el alcance: solo lectura o lectura y escritura",
    });
    const created = await createToken("read", "Claude Desktop");
    expect(created.token).toMatch(/^palco_[\w-]{43}$/);
    const stored = await t.database.pool.query<{ token_hash: string }>(
      "select token_hash from api_tokens where id = $1",
      [created.id],
    );
    expect(stored.rows[0]?.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(stored.rows)).not.toContain(created.token);
    const listed = (await (await t.request("/api/tokens")).json()) as Record<string, unknown>[];
    expect(listed.find((token) => token.id === created.id)).toEqual({
      id: created.id,
      name: "Claude Desktop",
      scope: "read",
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
  });

  it("refuses the tokens of a member past the days their role gives to turn on two-factor sign-in", async () => {
    const token = await createToken("read", "Token sin segundo factor");
    const post = () =>
      t.anonymous("/api/mcp", {
        method: "POST",
        headers: { Authorization: `Bearer ${token.token}`, Accept: "application/json, text/event-stream" },
        json: { jsonrpc: "2.0", id: 1, method: "ping" },
      });
    expect((await post()).status).toBe(200);
    const owner = `(select id from "user" where is_owner)`;
    await t.database.pool.query(`update "user" set created_at = now() - interval '15 days' where id = ${owner}`);
    try {
      const refused = await post();
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("two_factor_required");
    } finally {
      await t.database.pool.query(`update "user" set created_at = now() where id = ${owner}`);
    }
    expect((await post()).status).toBe(200);
  });

  it("answers 401 on /api/mcp without a token, with an unknown one, and after a revocation", async () => {
    const post = (authorization?: string) =>
      t.anonymous("/api/mcp", {
        method: "POST",
        headers: authorization ? { Authorization: authorization, Accept: "application/json, text/event-stream" } : {},
        json: { jsonrpc: "2.0", id: 1, method: "ping" },
      });
    expect((await post()).status).toBe(401);
    expect((await post("Bearer palco_inventado")).status).toBe(401);
    const token = await createToken("read");
    expect((await post(`Bearer ${token.token}`)).status).toBe(200);
    expect((await t.request(`/api/tokens/${token.id}`, { method: "DELETE" })).status).toBe(204);
    const revoked = await post(`Bearer ${token.token}`);
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { error: { message: string } }).error.message).toBe(
      "Token de acceso no válido o revocado",
    );
    expect((await t.request(`/api/tokens/${token.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("initializes through the SDK's client and lists read tools only for a read token; a write tool is refused", async () => {
    const client = await connect((await createToken("read")).token);
    expect(client.getServerVersion()?.name).toBe("palco");
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain("buscar_jugadores");
    expect(names).not.toContain("crear_evento");
    const refused = await call(client, "crear_evento", {
      jugadorId: crypto.randomUUID(),
      tipo: "Evento",
      titulo: "x",
      fecha: agencyToday(),
      hora: "10:00",
    });
    expect(refused.isError).toBe(true);
    const listed = (await (await t.request("/api/tokens")).json()) as { lastUsedAt: string | null }[];
    expect(listed.some((token) => token.lastUsedAt !== null)).toBe(true);
  });

  it("answers read tools with the portfolio's data", async () => {
    const client = await connect((await createToken("read")).token);
    const result = await call(client, "buscar_jugadores", { consulta: "alvaro" });
    expect(result.isError).toBeFalsy();
    expect(result.content[0]?.text).toContain("Álvaro Martín Ruiz");
  });

  it("answers every read tool of the registry with data, none with an error", async () => {
    const client = await connect((await createToken("read")).token);
    // Something in the history for actividad_reciente: the sample data is loaded without one.
    const brand = await t.request("/api/brands", {
      method: "POST",
      json: { name: "Marca del barrido", sector: "Deportes" },
    });
    expect(brand.status).toBe(201);
    const players = (await (await t.request("/api/players?q=alvaro")).json()) as Page<{ id: string }>;
    const operations = (await (await t.request("/api/operations")).json()) as Page<{ id: string }>;
    const args: Record<string, Record<string, unknown>> = {
      buscar_jugadores: { consulta: "diego" },
      ficha_jugador: { jugadorId: players.items[0]!.id },
      ver_operacion: { operacionId: operations.items[0]!.id },
      clasificar_jugadores: { metrica: "followers", orden: "desc", limite: 2 },
      consultar_datos: { recurso: "offers" },
    };
    const tools = (await client.listTools()).tools;
    expect(tools).toHaveLength(ASSISTANT_TOOLS.length);
    for (const tool of tools) {
      const result = await call(client, tool.name, args[tool.name] ?? {});
      expect(result.isError, tool.name).toBeFalsy();
      expect(result.content[0]?.text.length, tool.name).toBeGreaterThan(2);
    }
  });

  it("writes with a write token through the API's rules, with the record's address and its history", async () => {
    const client = await connect((await createToken("write")).token);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "crear_evento",
        "crear_noticia",
        "mover_patrocinio",
        "registrar_cobro",
        "actualizar_resultado_clave",
      ]),
    );
    const make = t.make;
    const player = await make.player();

    const event = await call(client, "crear_evento", {
      jugadorId: player.id,
      tipo: "Evento",
      titulo: "Firma MCP",
      fecha: "2027-03-05",
      hora: "18:00",
      lugar: "Valdebebas",
    });
    const created = JSON.parse(event.content[0]!.text) as { resultado: { id: string }; url: string };
    expect(created.url).toBe(`http://localhost:${url.port}/calendar?fecha=2027-03-05`);
    const history = (await (await t.request(`/api/activity?entityId=${created.resultado.id}`)).json()) as Page<{
      actorName: string;
    }>;
    expect(history.items[0]?.actorName).toMatch(/\(MCP\)$/);

    const invalid = await call(client, "crear_evento", {
      jugadorId: player.id,
      tipo: "Evento",
      titulo: "Sin hora",
      fecha: "2027-02-30",
      hora: "25:00",
    });
    expect(invalid.isError).toBe(true);
    expect(invalid.content[0]?.text).toMatch(/^La fecha es obligatoria \(date: /);

    const news = await call(client, "crear_noticia", {
      jugadorId: player.id,
      titulo: "Titular MCP",
      fuente: "Gol Digital",
      fecha: agencyToday(),
      sentimiento: "positivo",
    });
    expect(news.isError).toBeFalsy();

    const deal = (await make.deal(player.id, (await make.brand()).id, {
      stage: "Negociación",
      fee: "100.000€",
      startDate: agencyToday(),
    })) as { id: string; version: number };
    // A client that read the deal before someone else changed it is refused, as a stale If-Match is.
    await t.request(`/api/deals/${deal.id}`, { method: "PATCH", json: { fee: "100.001€" } });
    const stale = await call(client, "mover_patrocinio", {
      patrocinioId: deal.id,
      etapa: "Activa",
      version: deal.version,
    });
    expect(stale.isError).toBe(true);
    expect(stale.content[0]?.text).toMatch(/^Este registro ha cambiado desde que lo abriste/);
    const moved = await call(client, "mover_patrocinio", {
      patrocinioId: deal.id,
      etapa: "Activa",
      version: deal.version + 1,
    });
    expect(JSON.parse(moved.content[0]!.text)).toMatchObject({ resultado: { stage: "Activa" } });

    const commissions = (await (await t.request("/api/commissions?limit=200")).json()) as Page<{
      id: string;
      sourceId: string;
    }>;
    const instalment = commissions.items.find((item) => item.sourceId === deal.id);
    const received = await call(client, "registrar_cobro", {
      comisionId: instalment!.id,
      fechaCobro: agencyToday(),
      importeCobrado: 9_000,
      clave: "transferencia-0001",
    });
    expect(JSON.parse(received.content[0]!.text)).toMatchObject({ resultado: { receivedAmount: 9_000 } });

    const okrs = (await (await t.request("/api/okrs?limit=1")).json()) as Page<{
      id: string;
      keyResults: { id: string }[];
    }>;
    const okr = okrs.items[0]!;
    const checkIn = await call(client, "actualizar_resultado_clave", {
      okrId: okr.id,
      resultadoClaveId: okr.keyResults[0]!.id,
      valor: 3,
    });
    expect(checkIn.isError).toBeFalsy();

    const missing = await call(client, "mover_patrocinio", { patrocinioId: crypto.randomUUID(), etapa: "Activa" });
    expect(missing).toMatchObject({ isError: true, content: [{ text: "Patrocinio no encontrado" }] });
  });
});

describe("the MCP server's rate limit", () => {
  it("counts tool calls against the agent's AI limit, not the protocol's own messages", async () => {
    const t = await createTestApp({ ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 2 } });
    try {
      const cookie = await t.signIn();
      const { token } = (await (
        await t.request("/api/tokens", {
          method: "POST",
          cookie,
          json: { name: "Límite", scope: "read", currentPassword: TEST_AGENT.password },
        })
      ).json()) as CreatedApiToken;
      const post = (body: unknown) =>
        t.request("/api/mcp", {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, Accept: "application/json, text/event-stream" },
          json: body,
        });
      const listTools = { jsonrpc: "2.0", id: 1, method: "tools/list" };
      const summary = {
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "resumen_cartera", arguments: {} },
      };
      for (let index = 0; index < 4; index++) expect((await post(listTools)).status).toBe(200);
      expect((await post(summary)).status).toBe(200);
      expect((await post(summary)).status).toBe(200);
      const limited = await post(summary);
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await t.close();
    }
  });
});
