import { ACTION_MESSAGES, type ActionProposal } from "../../../shared/domain/assistant-actions";
import type { Database } from "../../db/client";
import { expired, invalidInput, recordNotFound, ruleConflict } from "../../domain-errors";
import type { Actor } from "../../history/activity";
import { confirmedActions } from "../../modules/confirmed-actions/table";
import { WRITE_TOOLS } from "../tools/write/write-tools";
import { recordVersion } from "./record-version";

/**
 * Writes what the agent confirmed, through the same write tools as MCP (the API's validation, rules and
 * history), once: the proposal's id is claimed in the write's own transaction, so a second confirmation (a
 * double click, a replayed request, five at once) waits for the first and then finds it taken. The record is
 * read again, locked, in that transaction: a proposal about a record changed since is refused.
 */
export async function confirmProposal(
  db: Database,
  proposal: ActionProposal,
  actor: Actor,
  now = Date.now(),
): Promise<{ summary: string; path: string }> {
  const tool = WRITE_TOOLS.find((candidate) => candidate.name === proposal.tool);
  if (!tool) throw invalidInput(ACTION_MESSAGES.invalid);
  const input = tool.input.safeParse(proposal.input);
  if (!input.success) throw invalidInput(ACTION_MESSAGES.invalid);
  const { id, expiresAt } = proposal;
  if (!id || !expiresAt || !(Date.parse(expiresAt) > now)) throw expired(ACTION_MESSAGES.expired);

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(confirmedActions)
      .values({ id, tool: tool.name, actorId: actor.id })
      .onConflictDoNothing()
      .returning({ id: confirmedActions.id });
    if (claimed.length === 0) throw ruleConflict(ACTION_MESSAGES.alreadyConfirmed);
    if (proposal.target) {
      const version = await recordVersion(tx, proposal.target, { lock: true });
      if (version === null) throw recordNotFound(ACTION_MESSAGES.gone);
      if (version !== proposal.target.updatedAt) throw ruleConflict(ACTION_MESSAGES.stale);
    }
    const { path } = await tool.run(tx, input.data, actor);
    return { summary: proposal.summary, path };
  });
}
