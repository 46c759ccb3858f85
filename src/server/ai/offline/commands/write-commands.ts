import { parseFeeAmount } from "../../../../shared/domain/fee-amount";
import type { Commission } from "../../../../shared/schemas/commission";
import type { DbExecutor } from "../../../db/lib/executor";
import { listCommissions } from "../../../modules/commissions";
import { listOkrs } from "../../../modules/okrs";
import type { ProposalSigner } from "../../actions/proposals";
import { formatDay, formatEuros } from "../answers/spanish-format";
import { findMentionedBrands, findMentionedPlayers } from "../understanding/names";
import { hasStem, mentions, normalizeQuestion, rankByWords } from "../understanding/normalize";
import { dayIn, proposeOrSay, type CommandReply } from "./action-commands";

/** "2.450.000" -> 2450000, "4,8" -> 4.8, "4.8" -> 4.8: es-ES thousands and decimals, as agents type them. */
export function spanishNumber(text: string): number {
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/\./g, "").replace(",", "."));
  return Number(text.replace(",", "."));
}

/** "12.000 €", "12000 euros", "12 mil", "12k", "1,5 M" -> euros; undefined when the message names no amount. */
export function euroAmountIn(original: string): number | undefined {
  const match = /(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?)\s*(€|euros?|millones?|mil|k|m\b)/i.exec(
    original.replace(/\b\d{1,2}[:.h]\d{2}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g, ""),
  );
  // The amount as a fee is read: the same rules for thousands, decimals and "mil"/"M".
  return (match && parseFeeAmount(match[0])) ?? undefined;
}

const commissionLine = (item: Commission) =>
  `**${item.playerName}** · ${item.brandName ?? item.clubName ?? "mandato"} · ${formatEuros(item.balance)} pendientes, vence el ${formatDay(item.dueDate)}`;

/** "apunta el cobro de Zenit", "Aqualis ha pagado 35.000 €", "registra el pago de la comisión de Diego". */
async function proposePayment(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<string> {
  const mention = await findMentionedPlayers(db, normalized);
  const [brand] = await findMentionedBrands(db, normalized);
  const open = (await listCommissions(db, { limit: 1000 }, today)).items
    .filter((item) => item.balance > 0)
    .filter((item) => mention.kind !== "one" || item.playerId === mention.player.id)
    .filter((item) => !brand || item.brandName === brand.name)
    // What is already due first, the oldest first; then what comes next.
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.dueDate.localeCompare(b.dueDate));
  if (open.length === 0)
    return `No encuentro ninguna comisión pendiente de cobro${mention.kind === "one" ? ` de ${mention.player.name}` : ""}${brand ? ` con ${brand.name}` : ""}.`;
  const due = open.filter((item) => item.dueDate <= today);
  const candidates = due.length > 0 ? due : open.slice(0, 1);
  if (candidates.length > 1 && mention.kind !== "one" && !brand) {
    return [
      "¿De qué comisión es el cobro? Dime el jugador o la marca. Pendientes:",
      ...candidates.slice(0, 5).map((item) => `- ${commissionLine(item)}`),
    ].join("\n");
  }
  const commission = candidates[0]!;
  const amount = euroAmountIn(original);
  return proposeOrSay(
    db,
    "registrar_cobro",
    {
      comisionId: commission.id,
      fechaCobro: dayIn(normalized, original, today) ?? today,
      ...(amount === undefined ? {} : { importeCobrado: amount }),
    },
    sign,
  );
}

/** "el KR de seguidores va por 5,2 M", "actualiza el resultado clave «Cerrar 2 patrocinios» a 1". */
async function proposeKeyResultCheckIn(db: DbExecutor, normalized: string, original: string, sign: ProposalSigner) {
  const value = /(?:\ba|por|en|=)\s*(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)\s*(k|mil|m|millones?|%)?/i.exec(
    original,
  );
  if (!value) return "¿Qué valor anoto? Por ejemplo: «el resultado clave de seguidores va por 5.000.000».";
  const unit = value[2]?.toLowerCase();
  const number = spanishNumber(value[1]!);
  const amount = unit === "k" || unit === "mil" ? number * 1000 : unit?.startsWith("m") ? number * 1_000_000 : number;
  const okrs = (await listOkrs(db, { status: "active", limit: 100 })).items;
  const words = normalized.split(" ").filter((word) => word.length >= 4);
  const scored = rankByWords(
    words,
    okrs.flatMap((okr) => okr.keyResults.map((keyResult) => ({ okr, keyResult }))),
    ({ okr, keyResult }) => `${keyResult.title} ${okr.objective}`,
  ).map(({ candidate, score }) => ({ ...candidate, score }));
  const best = scored[0];
  if (!best)
    return "¿Qué resultado clave? Dime parte de su nombre, por ejemplo «el KR de seguidores va por 5.000.000».";
  if (scored[1] && scored[1].score === best.score) {
    const tied = scored.filter((entry) => entry.score === best.score).slice(0, 5);
    return ["¿Cuál de ellos?", ...tied.map((entry) => `- «${entry.keyResult.title}» (${entry.okr.objective})`)].join(
      "\n",
    );
  }
  return proposeOrSay(
    db,
    "actualizar_resultado_clave",
    { okrId: best.okr.id, resultadoClaveId: best.keyResult.id, valor: amount },
    sign,
  );
}

/** "añade una noticia de Álvaro en Marca: «Álvaro renueva hasta 2030», positiva". */
async function proposeNews(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<string> {
  const mention = await findMentionedPlayers(db, normalized);
  if (mention.kind !== "one")
    return "¿Sobre qué jugador es la noticia? Por ejemplo: «añade una noticia de Álvaro en Marca: «Álvaro renueva hasta 2030»».";
  const title = /[«"“]([^»"”]{3,200})[»"”]/.exec(original)?.[1]?.trim();
  if (!title) return "¿Cuál es el titular? Escríbelo entre comillas, por ejemplo «Álvaro renueva hasta 2030».";
  const source = /\ben ([A-ZÁÉÍÓÚÑ][\wÁÉÍÓÚÑáéíóúñ.]*(?: [A-ZÁÉÍÓÚÑ][\wÁÉÍÓÚÑáéíóúñ.]*)*)/.exec(
    original.replace(/[«"“][^»"”]*[»"”]/, ""),
  )?.[1];
  if (!source) return "¿En qué medio salió? Por ejemplo «en Marca» o «en El País».";
  const sentiment = hasStem(normalized, "negativ", "mala", "critic")
    ? "negativo"
    : hasStem(normalized, "positiv", "buena")
      ? "positivo"
      : "neutral";
  return proposeOrSay(
    db,
    "crear_noticia",
    {
      jugadorId: mention.player.id,
      titulo: title,
      fuente: source,
      fecha: dayIn(normalized, original, today) ?? today,
      sentimiento: sentiment,
    },
    sign,
  );
}

const PAYMENT =
  /^(apunta|anota|registra|marca|pon)\b.*\b(cobro|pago|cobrad[oa]|pagad[oa])\b|\b(ha|han|me han) (pagado|abonado|ingresado)\b|^(he cobrado|cobrado)\b/;
const KEY_RESULT = /\b(kr|resultado clave|key result)\b/;
const NEWS = /^(anade|crea|registra|apunta|anota|sube|guarda)\b.*\bnoticia\b/;

/** The writes beyond events, deals and tasks, in the agent's own words; null when the message is none of them. */
export async function answerWriteCommand(
  db: DbExecutor,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<CommandReply> {
  const normalized = normalizeQuestion(original);
  if (PAYMENT.test(normalized) && !mentions(normalized, "cuanto", "que me deben"))
    return proposePayment(db, normalized, original, today, sign);
  if (KEY_RESULT.test(normalized) && /(va por|vamos por|actualiza|anota|apunta|pon|esta en|llevamos)/.test(normalized))
    return proposeKeyResultCheckIn(db, normalized, original, sign);
  if (NEWS.test(normalized)) return proposeNews(db, normalized, original, today, sign);
  return null;
}
