import { keyResultProgress } from "../../../../shared/domain/okr-progress";
import type { DbExecutor } from "../../../db/lib/executor";
import { listOkrsTool } from "../../tools/agenda-tools";
import type { ToolScope } from "../../tools/registry";
import { normalizeQuestion, rankByWords } from "../understanding/normalize";
import { formatInteger } from "./spanish-format";
import type { Subject } from "./voice";

// Words that ask about OKRs in general, never which key result.
const GENERAL = new Set(
  "como va van vamos okr okrs objetivo objetivos resultado resultados clave claves key result results progreso avance estado del los las que tal esta".split(
    " ",
  ),
);

const figure = (value: number, unit: string) => `${formatInteger(value)}${unit === "%" ? " %" : ` ${unit}`}`;

/**
 * The key result a question names by its words ("¿cómo va el KR de seguidores en Instagram?"): its current value
 * against its target. Undefined when the question names none, to answer about the OKRs as a whole.
 */
export async function answerKeyResult(db: DbExecutor, q: string, subject?: Subject): Promise<string | undefined> {
  const named = new Set(subject ? normalizeQuestion(subject.name).split(" ") : []);
  const words = q.split(" ").filter((word) => word.length >= 4 && !GENERAL.has(word) && !named.has(word));
  if (words.length === 0) return undefined;
  const scope: ToolScope = subject ? { playerId: subject.id } : {};
  const okrs = await listOkrsTool.run(db, { jugadorId: subject?.id, limite: 50 }, scope);
  const [best] = rankByWords(
    words,
    okrs.flatMap((okr) => okr.resultadosClave.map((keyResult) => ({ okr, keyResult }))),
    ({ keyResult }) => keyResult.titulo,
  );
  if (!best) return undefined;
  const { okr, keyResult } = best.candidate;
  const progress = keyResultProgress({ current: keyResult.actual, target: keyResult.objetivo });
  return `«${keyResult.titulo}» va por **${figure(keyResult.actual, keyResult.unidad)}** de ${figure(keyResult.objetivo, keyResult.unidad)} (**${progress} %**), en el OKR «${okr.objetivo}» (${okr.periodo}), que lleva un ${okr.progreso} % en total.`;
}
