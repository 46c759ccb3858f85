import { instalmentDescription } from "../../../shared/domain/commissions";
import { earnedBetween, earnedBy, fullShares, referenceOn, toEuros } from "../../../shared/domain/splits";
import type { SettlementLine } from "../../../shared/schemas/settlement";
import type { InstalmentWithShares } from "../splits";

/** One split line of one instalment, with its whole share and what it earned, in cents. */
export type LineEarnings = {
  collaboratorId: string;
  instalment: InstalmentWithShares;
  lineIndex: number;
  share: number;
  earnedToDate: number;
  earnedInPeriod: number;
};

/**
 * What every line of the instalments earned by `to` and within [from, to]; only a collaborator's lines when one is
 * named. Each instalment's lines are computed together, as their caps depend on one another.
 */
export function lineEarnings(
  instalments: InstalmentWithShares[],
  period: { from: string; to: string },
  collaboratorId?: string,
): LineEarnings[] {
  return instalments.flatMap((instalment) => {
    const { shares: lines, facts } = instalment;
    const shares = fullShares(lines, referenceOn(facts, period.to));
    const toDate = earnedBy(lines, facts, period.to);
    const inPeriod = earnedBetween(lines, facts, period.from, period.to);
    return lines.flatMap((line, lineIndex) =>
      collaboratorId && line.collaboratorId !== collaboratorId
        ? []
        : [
            {
              collaboratorId: line.collaboratorId,
              instalment,
              lineIndex,
              share: shares[lineIndex] ?? 0,
              earnedToDate: toDate[lineIndex] ?? 0,
              earnedInPeriod: inPeriod[lineIndex] ?? 0,
            },
          ],
    );
  });
}

/** A line as the settlement shows it, in euros. */
export function settlementLine(earnings: LineEarnings): SettlementLine {
  const { instalment } = earnings;
  const line = instalment.shares[earnings.lineIndex]!;
  return {
    commissionId: instalment.id,
    source: instalment.source,
    dueDate: instalment.dueDate,
    playerName: instalment.playerName,
    payerName: instalment.payerName,
    description: instalmentDescription(instalment),
    archived: instalment.archived,
    invoiceNumber: instalment.invoiceNumber,
    instalmentAmount: instalment.amount,
    percent: line.percent,
    fixedAmount: line.amount,
    basis: line.basis,
    due: line.due,
    share: toEuros(earnings.share),
    earnedInPeriod: toEuros(earnings.earnedInPeriod),
    earnedToDate: toEuros(earnings.earnedToDate),
  };
}
