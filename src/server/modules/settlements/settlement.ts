import { sql } from "drizzle-orm";

import { toCents, toEuros } from "../../../shared/domain/splits";
import type { Collaborator } from "../../../shared/schemas/collaborator";
import type { NetFigures, Settlement } from "../../../shared/schemas/settlement";
import type { DbExecutor } from "../../db/lib/executor";
import { getCollaboratorRecord, listCollaboratorRecords, type CollaboratorRecord } from "../collaborators";
import { instalmentsWithShares, sharedAtAll, sharedWith } from "../splits";
import { lineEarnings, settlementLine } from "./earnings";
import { listPayouts, paidOutBy } from "./payouts";

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every collaborator with what they earned, were paid and are owed by a day. */
export async function collaboratorsWithBalances(db: DbExecutor, day: string): Promise<Collaborator[]> {
  const [records, instalments, paid] = await Promise.all([
    listCollaboratorRecords(db),
    instalmentsWithShares(db, sharedAtAll),
    paidOutBy(db, day),
  ]);
  const earned = new Map<string, number>();
  for (const line of lineEarnings(instalments, { from: day, to: day }))
    earned.set(line.collaboratorId, (earned.get(line.collaboratorId) ?? 0) + line.earnedToDate);
  return records.map((record) => withBalance(record, earned.get(record.id) ?? 0, paid.get(record.id) ?? 0));
}

const withBalance = (record: CollaboratorRecord, earnedCents: number, paidCents: number): Collaborator => ({
  ...record,
  earned: toEuros(earnedCents),
  paid: toEuros(paidCents),
  pending: toEuros(earnedCents - paidCents),
});

/** One collaborator with their balance by a day; undefined when there is none with that id. */
export async function collaboratorWithBalance(
  db: DbExecutor,
  id: string,
  day: string,
): Promise<Collaborator | undefined> {
  const settlement = await settlementOf(db, id, { from: day, to: day });
  return settlement?.collaborator;
}

/**
 * A collaborator's settlement for a period: the split lines that earned anything in it or whose instalment falls
 * due in it, what was earned and paid out in it, and what is pending at its end (everything earned less everything
 * paid out by then).
 */
export async function settlementOf(
  db: DbExecutor,
  collaboratorId: string,
  period: { from: string; to: string },
): Promise<Settlement | undefined> {
  const record = await getCollaboratorRecord(db, collaboratorId);
  if (!record) return undefined;
  const [instalments, payouts] = await Promise.all([
    instalmentsWithShares(db, sharedWith(collaboratorId)),
    listPayouts(db, collaboratorId, period.to),
  ]);
  const lines = lineEarnings(instalments, period, collaboratorId);
  const earnedToDate = sum(lines.map((line) => line.earnedToDate));
  const paidCents = payouts.map((payout) => toCents(payout.amount));
  const paidToDate = sum(paidCents);
  const inPeriod = payouts.filter((payout) => payout.paidOn >= period.from);
  return {
    collaborator: withBalance(record, earnedToDate, paidToDate),
    from: period.from,
    to: period.to,
    earned: toEuros(sum(lines.map((line) => line.earnedInPeriod))),
    paid: toEuros(sum(inPeriod.map((payout) => toCents(payout.amount)))),
    pending: toEuros(earnedToDate - paidToDate),
    lines: lines
      .filter(
        (line) =>
          line.earnedInPeriod !== 0 || (line.instalment.dueDate >= period.from && line.instalment.dueDate <= period.to),
      )
      .map(settlementLine),
    payouts: inPeriod,
  };
}

/**
 * The agency's income falling due in a period (one player's when named) before and after the shares it owes
 * others: each instalment's whole shares as it stands at the period's end. An archived instalment counts what was
 * received, as the dossier does.
 */
export async function netFigures(
  db: DbExecutor,
  period: { from: string; to: string },
  playerId?: string,
): Promise<NetFigures> {
  const player = playerId ? sql`and c.player_id = ${playerId}` : sql``;
  const { rows } = await db.execute<{ gross: number }>(sql`
    select coalesce(sum(case when c.archived_at is null then c.amount else c.paid_amount end), 0)::float8 as gross
      from commissions c where c.due_date between ${period.from}::date and ${period.to}::date ${player}`);
  const sharedOut = await sharedOutCents(db, period, playerId);
  const gross = toCents(rows[0]?.gross ?? 0);
  return {
    from: period.from,
    to: period.to,
    gross: toEuros(gross),
    sharedOut: toEuros(sharedOut),
    net: toEuros(gross - sharedOut),
  };
}

/** What the instalments falling due in a period (one player's when named) owe others, in cents: their whole shares. */
export async function sharedOutCents(
  db: DbExecutor,
  period: { from: string; to: string },
  playerId?: string,
): Promise<number> {
  const player = playerId ? sql`and c.player_id = ${playerId}` : sql``;
  const instalments = await instalmentsWithShares(
    db,
    sql`${sharedAtAll} and c.due_date between ${period.from}::date and ${period.to}::date ${player}`,
  );
  return sum(lineEarnings(instalments, period).map((line) => line.share));
}
