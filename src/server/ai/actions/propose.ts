import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";

import { ACTION_TOOLS, type ActionProposal, type ActionTool } from "../../../shared/domain/assistant-actions";
import { agencyToday } from "../../../shared/domain/calendar-day";
import { formatEuros } from "../../../shared/domain/euros";
import { toIso } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { getCommission } from "../../modules/commissions";
import { getDeal } from "../../modules/deals";
import { getOkr } from "../../modules/okrs";
import { getOperation } from "../../modules/operations";
import { players } from "../../modules/players/table";
import { invoiceDraftInput } from "../tools/write/business-write-tools";
import { WRITE_TOOLS } from "../tools/write/write-tools";
import { proposeContactLog } from "./contact-log-proposal";
import { recordVersion } from "./record-version";
import { proposeTask } from "./task-proposal";

export type Proposed = { proposal: ActionProposal } | { problem: string };

const isActionTool = (name: string): name is ActionTool => (ACTION_TOOLS as readonly string[]).includes(name);

async function player(db: DbExecutor, id: unknown) {
  if (typeof id !== "string") return undefined;
  const [row] = await db
    .select({ id: players.id, name: players.name, updatedAt: players.updatedAt })
    .from(players)
    .where(eq(players.id, id))
    .catch(() => []);
  return row && { ...row, updatedAt: toIso(row.updatedAt) };
}

/** A payment proposed without its key gets one now: the proposal, confirmed however often, records it once. */
function withPaymentKey(name: string, input: unknown) {
  if (name !== "registrar_cobro" || typeof input !== "object" || input === null || "clave" in input) return input;
  return { ...input, clave: randomUUID() };
}

/** "(traspaso 30.000.000€, salario 4.200.000€, 5 años)": the figures an offer carries, when it carries any. */
function offerTerms(args: Record<string, unknown>): string {
  const terms = [
    args.traspaso ? `traspaso ${String(args.traspaso)}` : "",
    args.salario ? `salario ${String(args.salario)}` : "",
    typeof args.anos === "number" ? `${args.anos} años` : "",
  ].filter(Boolean);
  return terms.length ? ` (${terms.join(", ")})` : "";
}

/**
 * A model's call of a write tool turned into the proposal the agent confirms: the arguments checked, the
 * sentence saying what will change on which record, and that record's last change.
 */
export async function proposalFor(db: DbExecutor, name: string, input: unknown): Promise<Proposed> {
  const tool = WRITE_TOOLS.find((candidate) => candidate.name === name);
  if (!tool || !isActionTool(name)) return { problem: `No conozco la acción «${name}».` };
  const parsed = tool.input.safeParse(withPaymentKey(name, input));
  if (!parsed.success) return { problem: "Faltan datos para esa acción o no son válidos." };
  const args = parsed.data as Record<string, unknown>;
  const propose = (summary: string, target: ActionProposal["target"]): Proposed => ({
    proposal: { tool: name, input: args, summary, target },
  });
  switch (name) {
    case "crear_evento":
    case "crear_noticia": {
      const found = await player(db, args.jugadorId);
      if (!found) return { problem: "No encuentro a ese jugador." };
      const target = { type: "player" as const, id: found.id, updatedAt: found.updatedAt };
      return name === "crear_evento"
        ? propose(
            `Crear el evento «${String(args.titulo)}» (${String(args.tipo)}) para ${found.name} el ${String(args.fecha)} a las ${String(args.hora)}${args.lugar ? ` en ${String(args.lugar)}` : ""}.`,
            target,
          )
        : propose(
            `Registrar la noticia «${String(args.titulo)}» (${String(args.fuente)}) sobre ${found.name}.`,
            target,
          );
    }
    case "mover_patrocinio": {
      const deal = await getDeal(db, String(args.patrocinioId));
      if (!deal) return { problem: "No encuentro ese patrocinio." };
      return propose(
        `Mover el patrocinio ${deal.brandName} × ${deal.playerName} de ${deal.stage} a ${String(args.etapa)}.`,
        { type: "deal", id: deal.id, updatedAt: deal.updatedAt },
      );
    }
    case "registrar_cobro": {
      const commission = await getCommission(db, String(args.comisionId), agencyToday());
      if (!commission) return { problem: "No encuentro esa comisión." };
      const updatedAt = (await recordVersion(db, { type: "commission", id: commission.id })) ?? "";
      const amount = typeof args.importeCobrado === "number" ? args.importeCobrado : commission.balance;
      return propose(
        `Registrar un cobro de ${formatEuros(amount)} en la comisión ${commission.brandName ?? "de mandato"} de ${commission.playerName} con fecha ${String(args.fechaCobro)}.`,
        {
          type: "commission",
          id: commission.id,
          updatedAt,
        },
      );
    }
    case "crear_operacion": {
      const found = await player(db, args.jugadorId);
      if (!found) return { problem: "No encuentro a ese jugador." };
      return propose(
        `Abrir una operación de ${String(args.tipo).toLowerCase()} para ${found.name}${args.etapa ? ` en ${String(args.etapa)}` : " (Sondeo)"}.`,
        { type: "player", id: found.id, updatedAt: found.updatedAt },
      );
    }
    case "registrar_oferta":
    case "mover_operacion": {
      const operation = await getOperation(db, String(args.operacionId));
      if (!operation) return { problem: "No encuentro esa operación." };
      const target = { type: "operation" as const, id: operation.id, updatedAt: operation.updatedAt };
      const about = `${operation.type} de ${operation.playerName} con ${operation.clubName}`;
      return name === "registrar_oferta"
        ? propose(
            `Registrar una oferta ${String(args.direccion)} del ${String(args.fecha)} en la operación ${about}${offerTerms(args)}.`,
            target,
          )
        : propose(`Mover la operación ${about} de ${operation.stage} a ${String(args.etapa)}.`, target);
    }
    case "crear_tarea":
      return proposeTask(db, args as Parameters<typeof proposeTask>[1]);
    case "registrar_contacto":
      return proposeContactLog(db, args, propose);
    case "crear_borrador_factura": {
      const prepared = await invoiceDraftInput(db, args as Parameters<typeof invoiceDraftInput>[1]);
      if (!prepared.draft) return { problem: prepared.problem };
      const ids = args.comisionIds as string[];
      const updatedAt = (await recordVersion(db, { type: "commission", id: ids[0]! })) ?? "";
      return propose(
        `Preparar el borrador de factura a ${prepared.payer} de ${ids.length === 1 ? "una comisión" : `${ids.length} comisiones`} (NIF ${prepared.draft.recipient.nif ?? prepared.draft.recipient.foreignId}). No se emite hasta que lo revises en Facturación.`,
        { type: "commission", id: ids[0]!, updatedAt },
      );
    }
    case "actualizar_resultado_clave": {
      const okr = await getOkr(db, String(args.okrId));
      const keyResult = okr?.keyResults.find((candidate) => candidate.id === args.resultadoClaveId);
      if (!okr || !keyResult) return { problem: "No encuentro ese resultado clave." };
      return propose(
        `Anotar ${String(args.valor)} en «${keyResult.title}» del OKR «${okr.objective}» (antes ${keyResult.current}).`,
        { type: "okr", id: okr.id, updatedAt: okr.updatedAt },
      );
    }
  }
}
