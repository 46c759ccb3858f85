import { asc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import { formatCsvDate } from "../../../shared/domain/csv-values";
import { formatEuros } from "../../../shared/domain/euros";
import { isInForce, ruleWarning, type RuleWarning } from "../../../shared/domain/fifa-rules";
import { referenceOn, toEuros, wantedShares } from "../../../shared/domain/splits";
import {
  SPLIT_MESSAGES,
  type PutSplitsInput,
  type SplitLine,
  type Splits,
  type SplitSource,
} from "../../../shared/schemas/split";
import type { DbExecutor } from "../../db/lib/executor";
import { invalidInput } from "../../domain-errors";
import { memberCollaboratorId } from "../collaborators";
import { collaborators } from "../collaborators/table";
import { commissions } from "../commissions/table";
import { deals } from "../deals/table";
import { fifaRuleBook } from "../fifa-rules";
import { mandates } from "../mandates/table";
import { operations } from "../operations/table";
import { instalmentsWithShares } from "./instalment-facts";
import { commissionShares, splitLines } from "./table";

type SourceColumns = { table: PgTable & { id: AnyPgColumn }; line: AnyPgColumn; instalment: AnyPgColumn };

const SOURCES: Record<SplitSource, SourceColumns> = {
  deal: { table: deals, line: splitLines.dealId, instalment: commissions.dealId },
  mandate: { table: mandates, line: splitLines.mandateId, instalment: commissions.mandateId },
  operation: { table: operations, line: splitLines.operationId, instalment: commissions.operationId },
};

const SOURCE_KEYS = { deal: "dealId", mandate: "mandateId", operation: "operationId" } as const;

const lineColumns = {
  id: splitLines.id,
  collaboratorId: splitLines.collaboratorId,
  collaboratorName: collaborators.name,
  collaboratorKind: collaborators.kind,
  memberId: collaborators.memberId,
  licenceNumber: collaborators.licenceNumber,
  percent: splitLines.percent,
  amount: splitLines.amount,
  basis: splitLines.basis,
  due: splitLines.due,
};

/** A transfer's fee shared with someone who holds no licence runs into FIFA's rule, while it is in force. */
async function warningsOf(db: DbExecutor, source: SplitSource, lines: SplitLine[]): Promise<RuleWarning[]> {
  if (source !== "operation") return [];
  const rules = await fifaRuleBook(db);
  if (!isInForce(rules, "fee-sharing")) return [];
  return lines
    .filter((line) => !line.licenceNumber)
    .map((line) =>
      ruleWarning(
        rules,
        "fee-sharing",
        `${line.collaboratorName} no tiene licencia de agente FIFA registrada: los honorarios de una operación solo se comparten con otro agente con licencia`,
      ),
    );
}

async function sourceExists(db: DbExecutor, source: SplitSource, id: string, lock: boolean) {
  const { table } = SOURCES[source];
  const query = db.select({ id: table.id }).from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row !== undefined;
}

/** A deal's, a mandate's or an operation's split; undefined when the record does not exist. */
export async function getSplits(db: DbExecutor, source: SplitSource, id: string): Promise<Splits | undefined> {
  if (!(await sourceExists(db, source, id, false))) return undefined;
  const { line, instalment } = SOURCES[source];
  const lines = await db
    .select(lineColumns)
    .from(splitLines)
    .innerJoin(collaborators, eq(collaborators.id, splitLines.collaboratorId))
    .where(eq(line, id))
    .orderBy(asc(splitLines.position));
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(commissions)
    .where(eq(instalment, id));
  return {
    source,
    sourceId: id,
    lines,
    warnings: await warningsOf(db, source, lines),
    instalments: counted?.count ?? 0,
  };
}

/** The collaborator each line names: a member's row is made the first time a split names them. */
async function collaboratorIdsOf(db: DbExecutor, input: PutSplitsInput): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, line] of input.lines.entries()) {
    if (line.memberId !== undefined) {
      const id = await memberCollaboratorId(db, line.memberId);
      if (!id)
        throw invalidInput(SPLIT_MESSAGES.unknownMember, { [`lines.${index}.memberId`]: SPLIT_MESSAGES.unknownMember });
      ids.push(id);
    } else ids.push(line.collaboratorId!);
  }
  const known = ids.length
    ? await db.select({ id: collaborators.id }).from(collaborators).where(inArray(collaborators.id, ids))
    : [];
  const missing = ids.findIndex((id) => !known.some((row) => row.id === id));
  if (missing >= 0)
    throw invalidInput(SPLIT_MESSAGES.unknownCollaborator, {
      [`lines.${missing}.collaboratorId`]: SPLIT_MESSAGES.unknownCollaborator,
    });
  if (new Set(ids).size !== ids.length) throw invalidInput(SPLIT_MESSAGES.repeated, { lines: SPLIT_MESSAGES.repeated });
  return ids;
}

/**
 * Replaces a source's split and copies it to each of its instalments, under the source's row lock (two tabs saving
 * at once are written one after the other). Lines that would take more than an instalment as it stands are refused.
 */
export async function putSplits(
  db: DbExecutor,
  source: SplitSource,
  id: string,
  input: PutSplitsInput,
  today: string,
): Promise<Splits | undefined> {
  if (!(await sourceExists(db, source, id, true))) return undefined;
  const { line, instalment } = SOURCES[source];
  const ids = await collaboratorIdsOf(db, input);
  const terms = input.lines.map((entry, index) => ({
    collaboratorId: ids[index]!,
    position: index + 1,
    percent: entry.percent ?? null,
    amount: entry.amount ?? null,
    basis: entry.basis,
    due: entry.due,
  }));
  const existing = await instalmentsWithShares(
    db,
    sql`${sql.identifier("c")}.${sql.identifier(instalment.name)} = ${id}`,
  );
  for (const item of existing) {
    const reference = referenceOn(item.facts, today);
    const asked = wantedShares(terms, reference).reduce((sum, share) => sum + share, 0);
    if (asked > reference.gross) {
      const message = SPLIT_MESSAGES.overInstalment(
        `${formatEuros(toEuros(reference.gross))} del ${formatCsvDate(item.dueDate)}`,
      );
      throw invalidInput(message, { lines: message });
    }
  }
  await db.delete(splitLines).where(eq(line, id));
  if (terms.length > 0)
    await db.insert(splitLines).values(terms.map((term) => ({ ...term, [SOURCE_KEYS[source]]: id })));
  const instalmentIds = existing.map((item) => item.id);
  if (instalmentIds.length > 0) {
    await db.delete(commissionShares).where(inArray(commissionShares.commissionId, instalmentIds));
    if (terms.length > 0)
      await db
        .insert(commissionShares)
        .values(instalmentIds.flatMap((commissionId) => terms.map((term) => ({ ...term, commissionId }))));
  }
  return getSplits(db, source, id);
}
