import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";

import { isMemberRole, roleMay } from "../../shared/domain/team-roles";
import { TWO_FACTOR_MESSAGES, twoFactorStatus } from "../../shared/domain/two-factor";
import type { Database } from "../db/client";
import { forbidden, HttpError, rateLimited } from "../http/errors";
import { roleRefusal } from "../http/member-access";
import { takeAiRequest } from "../modules/ai-usage";
import { authenticateToken } from "../modules/api-tokens";
import { buildMcpServer } from "./mcp-server";

async function callsATool(request: Request): Promise<boolean> {
  if (request.method !== "POST") return false;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const messages = Array.isArray(body) ? body : [body];
  return messages.some(
    (message) =>
      typeof message === "object" && message !== null && (message as { method?: unknown }).method === "tools/call",
  );
}

type McpDeps = { version: string; publicUrl?: string; requestsPerMinute: number };

const invalidToken = () =>
  new HttpError(401, "unauthorized", "Token de acceso no válido o revocado", undefined, {
    "WWW-Authenticate": 'Bearer realm="palco"',
  });

/**
 * POST /api/mcp: the Model Context Protocol over Streamable HTTP, stateless (a server and a transport per
 * request), for any MCP client with `Authorization: Bearer <token>` (Configuración -> Acceso API).
 */
export const mcpRoutes = (db: Database, deps: McpDeps) =>
  new Hono().all("/", async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const owner = token ? await authenticateToken(db, token) : undefined;
    if (!owner) throw invalidToken();
    // The token acts as its member: MCP is the assistant's tools, so the role must be granted the assistant.
    if (isMemberRole(owner.user.role) && !roleMay(owner.user.role, "assistant", "read"))
      throw forbidden(roleRefusal(owner.user.role, "assistant", "read"));
    // A member past the days their role gives to turn on a second factor: their tokens wait for it too.
    if (twoFactorStatus(owner.user, new Date()).blocked)
      throw new HttpError(403, "two_factor_required", TWO_FACTOR_MESSAGES.required);
    // Tool calls count against the agent's AI limit; the protocol's own messages (initialize, tools/list) do not.
    if (await callsATool(c.req.raw)) {
      const decision = await takeAiRequest(db, owner.user.id, deps.requestsPerMinute);
      if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    }
    const baseUrl = deps.publicUrl ?? new URL(c.req.url).origin;
    const server = buildMcpServer(db, owner, baseUrl, deps.version);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
