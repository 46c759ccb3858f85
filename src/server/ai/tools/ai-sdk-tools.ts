import { type ToolSet, tool } from "ai";
import type { DbExecutor } from "../../db/queries/executor";
import { ASSISTANT_TOOLS } from "./index";
import type { ToolScope } from "./registry";

/** The registry as AI SDK tools: in player mode only player-scoped ones, each locked to that player. */
export function aiSdkTools(db: DbExecutor, scope: ToolScope): ToolSet {
  const tools: ToolSet = {};
  for (const definition of ASSISTANT_TOOLS) {
    if (scope.playerId && !definition.playerScoped) continue;
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: definition.input,
      execute: (input: unknown) => definition.run(db, input, scope),
    });
  }
  return tools;
}
