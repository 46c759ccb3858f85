import { eq, sql } from "drizzle-orm";

import { licenceProblem, licenceRefusal, type LicensedAct } from "../../../shared/domain/agent-licence";
import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatCsvDate } from "../../../shared/domain/csv-values";
import { isInForce } from "../../../shared/domain/fifa-rules";
import { user } from "../../auth/table";
import type { DbExecutor } from "../../db/lib/executor";
import { DomainError, invalidInput } from "../../domain-errors";
import { fifaRuleBook } from "../fifa-rules";

export const MANDATE_AGENT_MESSAGE = "Elige como agente a un miembro del equipo";

/** An act FIFA reserves to a licensed agent, asked of someone without an active licence. */
export class LicenceRequired extends DomainError {
  constructor(message: string) {
    super("conflict", message);
  }
}

/** The owner's user id: the mandate's agent when none is named. */
export const OWNER_ID = sql<string | null>`(select "id" from "user" where "is_owner")`;

/**
 * Refuses the act when the member holds no active licence, while the rule is in force (Configuración). The refusal
 * names the rule's source, as FIFA's rules are shown everywhere else. A member who is not there (a player, an id
 * from nowhere) is a wrong field, not a rule.
 */
export async function assertLicensedMember(
  db: DbExecutor,
  userId: string,
  act: LicensedAct,
  field?: string,
): Promise<void> {
  const rules = await fifaRuleBook(db);
  if (!isInForce(rules, "licensed-agent")) return;
  const [member] = await db
    .select({
      name: user.name,
      role: user.role,
      licenceNumber: user.licenceNumber,
      licenceExpiry: user.licenceExpiry,
      deactivatedAt: user.deactivatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if ((!member || member.role === "player") && field)
    throw invalidInput(MANDATE_AGENT_MESSAGE, { [field]: MANDATE_AGENT_MESSAGE });
  const holder = member
    ? { ...member, active: member.deactivatedAt === null }
    : { name: "Esta cuenta", role: "player" as const, licenceNumber: null, licenceExpiry: null, active: false };
  const problem = licenceProblem(holder, agencyToday());
  if (!problem) return;
  const rule = rules["licensed-agent"];
  throw new LicenceRequired(`${licenceRefusal(holder, problem, act, formatCsvDate)} (${rule.source})`);
}

/** The mandate's agent: the one named, or the owner. */
export async function mandateAgentId(db: DbExecutor, agentId: string | null | undefined): Promise<string | null> {
  if (agentId) return agentId;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.isOwner, true));
  return owner?.id ?? null;
}
