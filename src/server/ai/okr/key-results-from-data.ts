import { nextWindowChange } from "../../../shared/domain/transfer-windows";
import type { SuggestedKeyResult } from "../../../shared/schemas/okr-suggestions";
import type { DbExecutor } from "../../db/lib/executor";
import { getCommissionSummary } from "../../modules/commissions";
import { listTransferWindows } from "../../modules/transfer-windows";
import { formatDay, formatEuros } from "../offline/answers/spanish-format";
import { findMentionedPlayers } from "../offline/understanding/names";
import { hasStem, normalizeQuestion } from "../offline/understanding/normalize";
import { getPlayerTool } from "../tools/player-tools";
import { keyResultsFromObjective } from "./key-results-from-objective";

const MONEY = ["comision", "cobr", "atrasad", "vencid", "deud", "impag", "pendiente"];
const REPUTATION = ["reputacion", "imagen", "prensa", "sentimiento", "medios"];
const AUDIENCE = ["seguidor", "visibilidad", "redes", "audiencia", "notoriedad", "alcance"];
const MANDATE = ["mandato", "representacion"];
const TRANSFER = ["fichaje", "fichar", "traspaso", "cesion", "salida", "transfer", "mercado", "club nuevo"];

/** Key results whose figures come from the data the objective names: the money owed, a player's own figures. */
async function fromData(db: DbExecutor, objective: string, today: string): Promise<SuggestedKeyResult[]> {
  const text = normalizeQuestion(objective);
  const found: SuggestedKeyResult[] = [];
  if (hasStem(text, ...MONEY) && hasStem(text, "comision", "cobr", "deud", "impag")) {
    const summary = await getCommissionSummary(db, today);
    if (summary.overdue > 0) {
      found.push(
        {
          title: `Cobrar los ${formatEuros(summary.overdue)} de comisiones vencidas`,
          target: summary.overdue,
          current: 0,
          unit: "€",
        },
        { title: "Plazos vencidos cobrados", target: summary.overdueCount, current: 0, unit: "plazos" },
      );
    }
  }
  const mention = await findMentionedPlayers(db, text);
  const player = mention.kind === "one" ? mention.player : undefined;
  const ficha = player ? await getPlayerTool.run(db, { jugadorId: player.id }, { playerId: player.id }) : undefined;
  const facts = ficha && !("error" in ficha) ? ficha : undefined;
  if (facts && hasStem(text, ...REPUTATION) && facts.sentimiento !== null) {
    found.push({
      title: `Sentimiento en medios de ${facts.nombre} de al menos ${Math.min(100, Math.max(75, facts.sentimiento + 10))} sobre 100`,
      target: Math.min(100, Math.max(75, facts.sentimiento + 10)),
      current: facts.sentimiento,
      unit: "puntos",
    });
  }
  if (facts && hasStem(text, ...AUDIENCE)) {
    const total = facts.seguidores.total;
    found.push({
      title: `Seguidores totales de ${facts.nombre} un 15 % más`,
      target: Math.round(total * 1.15),
      current: total,
      unit: "seguidores",
    });
  }
  if (hasStem(text, ...MANDATE) && hasStem(text, "renov", "ampli", "prorrog")) {
    // A mandate is the player's own signature with the agency, never the club's.
    found.push({
      title: `Renovación del mandato acordada con ${facts?.nombre ?? "el jugador"}`,
      target: 1,
      current: 0,
      unit: "firma",
    });
  }
  if (hasStem(text, ...TRANSFER)) {
    const windows = (await listTransferWindows(db)).items;
    const change = nextWindowChange(windows, today);
    found.push(
      { title: "Clubes contactados", target: 8, current: 0, unit: "clubes" },
      { title: "Ofertas formales recibidas", target: 2, current: 0, unit: "ofertas" },
    );
    if (change) {
      found.push({
        title: `Operación cerrada ${change.open ? "antes del cierre" : "en la apertura"} del ${change.name.toLowerCase()} (${change.league}, ${formatDay(change.date)})`,
        target: 1,
        current: 0,
        unit: "operación",
      });
    }
  }
  return found;
}

/**
 * Three to four key results for an objective: first those the data can ground (what is owed, a named player's
 * current figures, the market's dates), then the theme's usual ones.
 */
export async function keyResultsFromObjectiveAndData(
  db: DbExecutor,
  objective: string,
  today: string,
): Promise<SuggestedKeyResult[]> {
  const grounded = await fromData(db, objective, today);
  const themed = keyResultsFromObjective(objective).filter(
    (candidate) => !grounded.some((keyResult) => keyResult.unit === candidate.unit && keyResult.unit !== "%"),
  );
  return [...grounded, ...themed].slice(0, 4);
}
