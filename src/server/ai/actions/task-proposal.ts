import type { ActionProposal } from "../../../shared/domain/assistant-actions";
import { TASK_RECORD_LABELS, type TaskRecordType } from "../../../shared/schemas/task";
import type { DbExecutor } from "../../db/lib/executor";
import { formatWeekday } from "../offline/answers/spanish-format";
import { recordVersion } from "./record-version";

type TaskArgs = { titulo: string; fecha: string; hora?: string; registroTipo?: TaskRecordType; registroId?: string };

/** Records whose change since the proposal should stop it; the others are only checked to exist when written. */
const VERSIONED = { player: "player", brand: "brand", deal: "deal", operation: "operation" } as const;

/**
 * "Crear la tarea «Llamar a Aqualis» para el jueves, 26 de noviembre a las 10:00 sobre Aqualis (marca)": the
 * sentence the agent confirms, and the record whose change since would make the proposal stale.
 */
export async function proposeTask(
  db: DbExecutor,
  args: TaskArgs,
  about?: string,
): Promise<{ proposal: ActionProposal } | { problem: string }> {
  let target: ActionProposal["target"] = null;
  const kind = args.registroTipo ? VERSIONED[args.registroTipo as keyof typeof VERSIONED] : undefined;
  if (kind && args.registroId) {
    const updatedAt = await recordVersion(db, { type: kind, id: args.registroId });
    if (!updatedAt) return { problem: "No encuentro el registro de esa tarea." };
    target = { type: kind, id: args.registroId, updatedAt };
  }
  const when = `${formatWeekday(args.fecha)}${args.hora ? ` a las ${args.hora}` : ""}`;
  const record =
    about && args.registroTipo ? ` sobre ${about} (${TASK_RECORD_LABELS[args.registroTipo].toLowerCase()})` : "";
  return {
    proposal: {
      tool: "crear_tarea",
      input: { ...args },
      summary: `Crear la tarea «${args.titulo}» para el ${when}${record}.`,
      target,
    },
  };
}
