import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { ageOn } from "../../../shared/domain/age";
import { ruleWarning, type FifaRuleBook } from "../../../shared/domain/fifa-rules";
import {
  ADULT_AGE,
  commissionWarnings,
  DEFAULT_USD_PER_EUR,
  fifaRegistrationPending,
  guardianWarnings,
  MANDATE_MESSAGES,
  mandateStatus,
} from "../../../shared/domain/mandate-rules";
import type { Page } from "../../../shared/schemas/common";
import {
  type CreateMandateInput,
  type ListMandatesQuery,
  type Mandate,
  type UpdateMandateInput,
} from "../../../shared/schemas/mandate";
import { user } from "../../auth/table";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { withinReach, type PlayerReach } from "../../db/lib/player-reach";
import { fifaRuleBook } from "../fifa-rules";
import { players } from "../players/table";
import { OWNER_ID } from "../team";
import { mandates } from "./table";

/** What the computed fields depend on: the agency's today, the dollar rate of the FIFA cap and the rules in force. */
export type MandateContext = { today: string; usdPerEur: number; rules: FifaRuleBook };

/** What reading a mandate needs: the day, the dollar rate for FIFA's caps and the rules in force. */
export async function mandateContext(
  db: DbExecutor,
  today: string,
  usdPerEur = DEFAULT_USD_PER_EUR,
): Promise<MandateContext> {
  return { today, usdPerEur, rules: await fifaRuleBook(db) };
}

const agent = alias(user, "agent");
// A mandate that names no agent is the owner's (sample data, mandates from before Palco had a team).
const agentIdOf = sql<string | null>`coalesce(${mandates.agentId}, ${OWNER_ID})`;

const mandateColumns = {
  id: mandates.id,
  playerId: mandates.playerId,
  playerName: players.name,
  agentId: agentIdOf,
  agentName: agent.name,
  startDate: mandates.startDate,
  endDate: mandates.endDate,
  exclusive: mandates.exclusive,
  commissionPercent: mandates.commissionPercent,
  annualRemuneration: mandates.annualRemuneration,
  territory: mandates.territory,
  legalAdviceConfirmed: mandates.legalAdviceConfirmed,
  fifaRegisteredAt: mandates.fifaRegisteredAt,
  signedOn: mandates.signedOn,
  guardianName: mandates.guardianName,
  guardianConsentOn: mandates.guardianConsentOn,
  playerBirthDate: players.birthDate,
  notes: mandates.notes,
  createdAt: mandates.createdAt,
  updatedAt: mandates.updatedAt,
  version: mandates.version,
};

type MandateRow = Omit<
  Mandate,
  "createdAt" | "updatedAt" | "status" | "fifaRegistrationPending" | "warnings" | "minorAtStart"
> & {
  createdAt: Date;
  updatedAt: Date;
  playerBirthDate: string | null;
};

export function toMandate({ playerBirthDate, ...row }: MandateRow, context: MandateContext): Mandate {
  // Signed in Palco, the 14 days count from the last signature; else from the mandate's start.
  const pending = fifaRegistrationPending(row.signedOn ?? row.startDate, row.fifaRegisteredAt, context.today);
  return {
    ...withIsoTimestamps(row),
    status: mandateStatus(row.endDate, context.today),
    fifaRegistrationPending: pending,
    minorAtStart: playerBirthDate !== null && ageOn(playerBirthDate, row.startDate) < ADULT_AGE,
    warnings: [
      ...commissionWarnings(row.commissionPercent, row.annualRemuneration, context.usdPerEur, context.rules),
      ...(pending ? [ruleWarning(context.rules, "mandate-registration", MANDATE_MESSAGES.fifaPending)] : []),
      ...guardianWarnings(row, playerBirthDate, context.rules),
    ],
  };
}

const selectMandates = (db: DbExecutor) =>
  db
    .select(mandateColumns)
    .from(mandates)
    .innerJoin(players, eq(players.id, mandates.playerId))
    .leftJoin(agent, eq(agent.id, agentIdOf));

/** Latest start first. */
export async function listMandates(
  db: DbExecutor,
  query: ListMandatesQuery,
  context: MandateContext,
  reach: PlayerReach = null,
): Promise<Page<Mandate>> {
  const rows = await selectMandates(db)
    .where(
      and(
        query.playerId ? eq(mandates.playerId, query.playerId) : undefined,
        withinReach(mandates.playerId, reach),
        afterCursor([mandates.startDate, mandates.id], query.cursor, "desc"),
      ),
    )
    .orderBy(desc(mandates.startDate), desc(mandates.id))
    .limit(query.limit + 1);
  return toPage(
    rows,
    query.limit,
    (row) => [row.startDate, row.id],
    (row) => toMandate(row, context),
  );
}

export async function getMandate(db: DbExecutor, id: string, context: MandateContext): Promise<Mandate | undefined> {
  const [row] = await selectMandates(db).where(eq(mandates.id, id));
  return row ? toMandate(row, context) : undefined;
}

/** Inserts a mandate; its rules (rules.ts) run around this in the same transaction. */
export async function insertMandate(db: DbExecutor, input: CreateMandateInput): Promise<string> {
  const [row] = await db
    .insert(mandates)
    .values({ ...input, agentId: input.agentId ?? OWNER_ID })
    .returning({ id: mandates.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Writes an edit's fields; false when there is no such mandate. */
export async function updateMandateRow(db: DbExecutor, id: string, input: UpdateMandateInput): Promise<boolean> {
  const updated = await db
    .update(mandates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(mandates.id, id))
    .returning({ id: mandates.id });
  return updated.length > 0;
}

export async function deleteMandate(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(mandates).where(eq(mandates.id, id)).returning({ id: mandates.id });
  return deleted.length > 0;
}
