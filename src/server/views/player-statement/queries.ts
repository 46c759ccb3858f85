import { sql } from "drizzle-orm";

import { instalmentDescription } from "../../../shared/domain/commissions";
import { referenceOn, toCents, toEuros } from "../../../shared/domain/splits";
import type { PlayerStatement, StatementLine, StatementPayer } from "../../../shared/schemas/player-statement";
import type { DbExecutor } from "../../db/lib/executor";
import { instalmentsWithShares } from "../../modules/splits";

/**
 * What the agency agreed, invoiced and was paid for its services to a player in a year, by payer: the instalments
 * falling due in the year (a brand's for a sponsorship, a club's on the player's behalf for an operation, the
 * player's own for a mandate), each with the base of the invoice that bills it and what arrived. An archived
 * instalment, its source gone, counts as agreed what was received. Undefined for an unknown player.
 */
export async function playerStatement(
  db: DbExecutor,
  playerId: string,
  year: number,
  today: string,
): Promise<PlayerStatement | undefined> {
  const { rows } = await db.execute<{ name: string }>(sql`select name from players where id = ${playerId}`);
  const player = rows[0];
  if (!player) return undefined;
  const instalments = await instalmentsWithShares(
    db,
    sql`c.player_id = ${playerId} and c.due_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`,
  );
  const lines: StatementLine[] = instalments.map((instalment) => {
    const reference = referenceOn(instalment.facts, today);
    return {
      commissionId: instalment.id,
      source: instalment.source,
      dueDate: instalment.dueDate,
      description: instalmentDescription(instalment),
      payerKind: instalment.payerKind,
      payerName: instalment.payerName,
      agreed: instalment.archived ? instalment.paidAmount : instalment.amount,
      invoiced: reference.billed ? toEuros(reference.base) : null,
      invoiceNumber: instalment.invoiceNumber,
      paid: instalment.paidAmount,
    };
  });
  const payers = new Map<string, StatementPayer>();
  for (const line of lines) {
    const key = `${line.payerKind}:${line.payerName}`;
    const payer = payers.get(key) ?? { kind: line.payerKind, name: line.payerName, agreed: 0, invoiced: 0, paid: 0 };
    payer.agreed = toEuros(toCents(payer.agreed) + toCents(line.agreed));
    payer.invoiced = toEuros(toCents(payer.invoiced) + toCents(line.invoiced ?? 0));
    payer.paid = toEuros(toCents(payer.paid) + toCents(line.paid));
    payers.set(key, payer);
  }
  const total = (pick: (line: StatementLine) => number) =>
    toEuros(lines.reduce((sum, line) => sum + toCents(pick(line)), 0));
  return {
    player: { id: playerId, name: player.name },
    year,
    agreed: total((line) => line.agreed),
    invoiced: total((line) => line.invoiced ?? 0),
    paid: total((line) => line.paid),
    payers: [...payers.values()].sort((a, b) => b.agreed - a.agreed || a.name.localeCompare(b.name, "es")),
    lines,
  };
}
