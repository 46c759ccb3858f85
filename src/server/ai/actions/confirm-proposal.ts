import { ACTION_MESSAGES, type ActionProposal } from "../../../shared/domain/assistant-actions";
import type { Database } from "../../db/client";
import type { Actor } from "../../db/queries/activity";
import { conflict, HttpError, notFound } from "../../http/errors";
import { WRITE_TOOLS } from "../../mcp/write-tools";
import { recordVersion } from "./record-version";

/**
 * Writes what the agent confirmed, through the same write tools as MCP (the API's validation, rules and
 * history), after reading the record again: a proposal about a record changed since is refused.
 */
export async function confirmProposal(db: Database, proposal: ActionProposal, actor: Actor): Promise<{ summary: string; path: string }> {
  const tool = WRITE_TOOLS.find((candidate) => candidate.name === proposal.tool);
  if (!tool) throw new HttpError(400, "validation", ACTION_MESSAGES.invalid);
  const version = await recordVersion(db, proposal.target);
  if (version === null) throw notFound(ACTION_MESSAGES.gone);
  if (version !== proposal.target.updatedAt) throw conflict(ACTION_MESSAGES.stale);
  const input = tool.input.safeParse(proposal.input);
  if (!input.success) throw new HttpError(400, "validation", ACTION_MESSAGES.invalid);
  const { path } = await tool.run(db, input.data, actor);
  return { summary: proposal.summary, path };
}
