import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

import { ASSISTANT_TOOLS } from "../ai/tools";
import { WRITE_TOOLS } from "../ai/tools/write/write-tools";
import type { Database } from "../db/client";
import { HttpError, httpErrorFromDomain } from "../http/errors";
import type { TokenOwner } from "../modules/api-tokens";

const text = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: "text", text: typeof value === "string" ? value : JSON.stringify(value) }],
  isError,
});

/** A refusal the agent would see in the app (validation, exclusivity, not found) goes back as the tool's error. */
function failure(thrown: unknown): CallToolResult {
  const error = httpErrorFromDomain(thrown) ?? thrown;
  if (error instanceof HttpError) {
    const fields =
      error.fields && Object.keys(error.fields).length > 0
        ? ` (${Object.entries(error.fields)
            .map(([field, message]) => `${field}: ${message}`)
            .join("; ")})`
        : "";
    return text(`${error.message}${fields}`, true);
  }
  throw error;
}

/**
 * Palco's MCP server for one request (stateless): the assistant's read-only tools for every token, and the
 * write tools for a write-scoped one. Results of writes carry the record's address in Palco.
 */
export function buildMcpServer(db: Database, owner: TokenOwner, baseUrl: string, version: string): McpServer {
  const server = new McpServer(
    { name: "palco", version },
    {
      instructions:
        "Palco: la consola de una agencia de representación de futbolistas. Datos en español; fechas AAAA-MM-DD; importes en euros.",
    },
  );
  for (const tool of ASSISTANT_TOOLS) {
    server.registerTool(
      tool.name,
      { description: tool.description, inputSchema: tool.input, annotations: { readOnlyHint: true } },
      async (input: unknown) => {
        try {
          return text(await tool.run(db, tool.input.parse(input ?? {}), {}));
        } catch (error) {
          return failure(error);
        }
      },
    );
  }
  if (owner.scope !== "write") return server;
  const actor = { id: owner.user.id, name: `${owner.user.name} (MCP)` };
  for (const tool of WRITE_TOOLS) {
    server.registerTool(
      tool.name,
      {
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: false, destructiveHint: false },
      },
      async (input: unknown) => {
        try {
          const { result, path } = await tool.run(db, tool.input.parse(input), actor);
          return text({ resultado: result, url: `${baseUrl}${path}` });
        } catch (error) {
          return failure(error);
        }
      },
    );
  }
  return server;
}
