import type { z } from "zod";

import type { HiddenGroup } from "../../../shared/domain/team-roles";
import type { DbExecutor } from "../../db/lib/executor";
import type { PlayerReach } from "../../db/lib/player-reach";

/**
 * Who is asking. In player mode `playerId` is fixed: player-scoped tools use it whatever the input says, and
 * portfolio tools are not offered at all. A member's `reach` and `hidden` groups cut what a tool answers as they
 * cut every screen: no field the role does not see reaches a model.
 */
export type ToolScope = { playerId?: string; reach?: PlayerReach; hidden?: readonly HiddenGroup[] };

/** A read-only question the assistant (a model, the offline engine, or an MCP client) may ask the database. */
export type AssistantTool<Input extends z.ZodType = z.ZodType, Output = unknown> = {
  name: string;
  /** Spanish: models read it to choose the tool. */
  description: string;
  input: Input;
  /** Offered in player mode, with the player forced to the one in context. */
  playerScoped: boolean;
  run: (db: DbExecutor, input: z.output<Input>, scope: ToolScope) => Promise<Output>;
};

export function defineTool<Input extends z.ZodType, Output>(
  tool: AssistantTool<Input, Output>,
): AssistantTool<Input, Output> {
  return tool;
}

/** The player a scoped tool must use: the forced one in player mode, else the one asked for. */
export function scopedPlayerId(scope: ToolScope, requested: string | undefined): string | undefined {
  return scope.playerId ?? requested;
}
