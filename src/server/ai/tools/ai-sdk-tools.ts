import { tool, type ToolSet } from "ai";

import { withoutHiddenFields } from "../../../shared/domain/hidden-fields";
import type { DbExecutor } from "../../db/lib/executor";
import { ASSISTANT_TOOLS } from "./index";
import type { ToolScope } from "./registry";
import { WRITE_TOOLS } from "./write/write-tools";

/**
 * The registry as AI SDK tools: in player mode only player-scoped ones, each locked to that player. For the
 * agent, the write tools too, each needing approval: the SDK stops at the call and the chat shows a card to
 * confirm (nothing is executed here; "Confirmar" writes through /api/ai/actions/confirm).
 */
export function aiSdkTools(db: DbExecutor, scope: ToolScope): ToolSet {
  const tools: ToolSet = {};
  for (const definition of ASSISTANT_TOOLS) {
    if (scope.playerId && !definition.playerScoped) continue;
    tools[definition.name] = tool({
      description: definition.description,
      inputSchema: definition.input,
      // Whatever a tool reads, no field of a group the member's role does not see reaches the model.
      execute: async (input: unknown) =>
        withoutHiddenFields(await definition.run(db, input, scope), scope.hidden ?? []),
    });
  }
  if (scope.playerId) return tools;
  for (const definition of WRITE_TOOLS) {
    tools[definition.name] = tool({
      description: `${definition.description} El agente lo confirma antes de guardarlo.`,
      inputSchema: definition.input,
      needsApproval: true,
    });
  }
  return tools;
}
