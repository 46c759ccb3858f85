import { STALE_AFTER_DAYS, staleDays, staleLabel } from "../../../../shared/domain/pipeline-hygiene";
import type { DbExecutor } from "../../../db/lib/executor";
import { listDeals } from "../../../modules/deals";
import type { DayRange } from "../understanding/day-range";
import { answerCommissions } from "./business-answers";
import { answerApprovals, answerDue, answerEventsIn, answerNews } from "./portfolio-answers";

/**
 * "Resúmeme la semana", "¿qué tengo pendiente?": the agenda of the days asked, then what waits on the agent
 * (contracts and renewals within a month, money owed, the players' pending answers, negative press, deals that
 * stopped moving), in one answer.
 */
export async function answerBriefing(db: DbExecutor, range: DayRange, today: string): Promise<string> {
  const [agenda, due, owed, approvals, news, stale] = await Promise.all([
    answerEventsIn(db, range),
    answerDue(db, 30),
    answerCommissions(db, "que me deben", today),
    answerApprovals(db),
    answerNews(db, true),
    listDeals(db, { stale: "true", limit: 10 }),
  ]);
  const now = new Date();
  const staleLines = stale.items.map(
    (deal) =>
      `- **${deal.brandName}** × ${deal.playerName} (${deal.stage}): ${staleLabel(staleDays(deal, now) ?? STALE_AFTER_DAYS).toLowerCase()}`,
  );
  return [
    `Tu resumen ${range.label}:`,
    `**Agenda**\n\n${agenda}`,
    `**Contratos y renovaciones**\n\n${due}`,
    `**Dinero**\n\n${owed}`,
    `**Aprobaciones**\n\n${approvals}`,
    `**Prensa**\n\n${news}`,
    `**Patrocinios sin movimiento**\n\n${staleLines.length ? staleLines.join("\n") : `Ningún patrocinio abierto lleva ${STALE_AFTER_DAYS} días sin cambios.`}`,
  ].join("\n\n");
}
