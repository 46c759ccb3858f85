import type { ChatMessage } from "../../../../shared/schemas/ai-chat";
import type { DbExecutor } from "../../../db/lib/executor";
import type { ProposalSigner } from "../../actions/proposals";
import { proposeTask } from "../../actions/task-proposal";
import { confirmText } from "../commands/action-commands";
import { findMentionedBrands } from "../understanding/names";
import { normalizeQuestion } from "../understanding/normalize";

const SEND =
  /^(mandaselo|mandaselos|envialo|enviaselo|envialos|mandalo|mandalos|mandar|enviar|enviaselo ya|mandaselo ya)\b/;

/**
 * "Mándaselo" after an email the engine drafted: the assistant sends no email of the agent's (Palco mails only its
 * own notices and invoices), so it says so and proposes the task of sending it today, about the brand it is for.
 * Null when the message is not that.
 */
export async function answerSendDraft(
  db: DbExecutor,
  messages: readonly ChatMessage[],
  today: string,
  sign: ProposalSigner,
): Promise<string | null> {
  const last = messages.at(-1);
  const draft = messages.at(-2);
  if (last?.role !== "user" || draft?.role !== "assistant" || !SEND.test(normalizeQuestion(last.content))) return null;
  const heading = /^Borrador de email a \*\*([^*]+)\*\*/.exec(draft.content);
  if (!heading) return null;
  const to = /\*\*Para:\*\* (\S+@\S+)/.exec(draft.content)?.[1];
  const [brand] = await findMentionedBrands(db, normalizeQuestion(heading[1]!));
  const proposed = await proposeTask(
    db,
    {
      titulo: `Enviar el email a ${heading[1]!}`,
      fecha: today,
      ...(brand ? { registroTipo: "brand", registroId: brand.id } : {}),
    },
    brand?.name,
  );
  const why = `No envío correos en tu nombre: copia el borrador en tu correo${to ? ` para ${to}` : ""}.`;
  return "problem" in proposed
    ? `${why} ${proposed.problem}`
    : `${why} Te dejo preparada la tarea de enviarlo hoy. ${confirmText(sign(proposed.proposal))}`;
}
