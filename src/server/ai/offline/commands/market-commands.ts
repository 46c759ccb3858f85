import { sql } from "drizzle-orm";

import { OPERATION_STAGES, type OperationStage, type OperationType } from "../../../../shared/domain/operations";
import type { DbExecutor } from "../../../db/lib/executor";
import type { ProposalSigner } from "../../actions/proposals";
import { findClubsInText } from "../../catalogue/named-records";
import { formatEuros } from "../answers/spanish-format";
import { findMentionedPlayers } from "../understanding/names";
import { hasStem, mentions } from "../understanding/normalize";
import { dayIn, proposeOrSay, type CommandReply } from "./action-commands";
import { euroAmountIn } from "./write-commands";

type OperationFound = { id: string; type: string; stage: OperationStage; player: string; club: string | null };

/** The operations a message names by its player and club, open ones first, the latest changed first. */
async function operationsNamed(db: DbExecutor, normalized: string): Promise<OperationFound[] | string> {
  const mention = await findMentionedPlayers(db, normalized);
  const clubs = await findClubsInText(db, normalized);
  if (mention.kind !== "one" && clubs.length === 0)
    return "¿De qué operación? Dime el jugador (y el club si tiene varias), por ejemplo: «mueve el traspaso de Álvaro a Acuerdo».";
  const { rows } = await db.execute<OperationFound>(sql`
    select o.id, o.type::text as type, o.stage::text as stage, p.name as player, c.name as club
    from operations o join players p on p.id = o.player_id left join clubs c on c.id = o.club_id
    where ${mention.kind === "one" ? sql`o.player_id = ${mention.player.id}` : sql`true`}
      and ${clubs.length ? sql`o.club_id = any(${`{${clubs.map((club) => club.id).join(",")}}`}::uuid[])` : sql`true`}
    order by (o.stage in ('Firmada', 'Caída')), o.updated_at desc limit 5`);
  if (rows.length === 0) return "No encuentro ninguna operación de ese jugador con ese club.";
  return rows;
}

const describe = (operation: OperationFound) =>
  `**${operation.type} de ${operation.player}${operation.club ? ` con ${operation.club}` : ""}** (${operation.stage})`;

/** The one operation meant: the only one, or the only open one; else the question of which. */
function oneOperation(found: OperationFound[]): OperationFound | string {
  const open = found.filter((operation) => operation.stage !== "Firmada" && operation.stage !== "Caída");
  const candidates = open.length ? open : found;
  if (candidates.length === 1) return candidates[0]!;
  return `¿Cuál de ellas? ${candidates.map(describe).join(", ")}. Dime el club.`;
}

const STAGE_WORDS: readonly [OperationStage, readonly string[]][] = [
  ["Sondeo", ["sondeo"]],
  ["Oferta", ["oferta"]],
  ["Negociación", ["negociacion", "negociando"]],
  ["Acuerdo", ["acuerdo"]],
  ["Firmada", ["firmada", "firmado", "cerrada", "cerrado"]],
  ["Caída", ["caida", "caido", "se cae", "se ha caido", "muerta", "perdida"]],
];

function stageIn(normalized: string): OperationStage | undefined {
  // The stage is what follows "a"/"en" ("a Acuerdo"), or the word that says it happened ("se ha caído").
  for (const [stage, words] of STAGE_WORDS)
    if (words.some((word) => mentions(normalized, `a ${word}`, `en ${word}`, `como ${word}`))) return stage;
  for (const [stage, words] of STAGE_WORDS)
    if (stage !== "Oferta" && words.some((word) => mentions(normalized, word))) return stage;
  return OPERATION_STAGES.find((stage) => mentions(normalized, stage.toLowerCase()));
}

async function proposeOperationMove(db: DbExecutor, normalized: string, sign: ProposalSigner) {
  const stage = stageIn(normalized);
  if (!stage) return "¿A qué etapa la muevo? Sondeo, Oferta, Negociación, Acuerdo, Firmada o Caída.";
  const found = await operationsNamed(db, normalized);
  if (typeof found === "string") return found;
  const operation = oneOperation(found);
  if (typeof operation === "string") return operation;
  if (operation.stage === stage) return `La operación ${describe(operation)} ya está en ${stage}.`;
  const reason = /\b(?:porque|motivo) (.+)$/.exec(normalized)?.[1];
  return proposeOrSay(
    db,
    "mover_operacion",
    { operacionId: operation.id, etapa: stage, ...(stage === "Caída" && reason ? { motivo: reason } : {}) },
    sign,
  );
}

/** "de 30 millones", "salario de 2 M", "por 4 años": the figures an offer carries, as the operation writes them. */
function offerFigures(original: string) {
  const salaryPart = /\b(?:salario|sueldo|ficha)\b(.*)$/i.exec(original)?.[1];
  const salary = salaryPart ? euroAmountIn(salaryPart) : undefined;
  const feeText = salaryPart ? original.slice(0, original.length - salaryPart.length) : original;
  const fee = euroAmountIn(feeText);
  const years = /\b(\d{1,2}) (?:anos|años|temporadas)\b/i.exec(original)?.[1];
  return {
    ...(fee ? { traspaso: formatEuros(fee).replace(/\s/g, "") } : {}),
    ...(salary ? { salario: formatEuros(salary).replace(/\s/g, "") } : {}),
    ...(years ? { anos: Number(years) } : {}),
  };
}

async function proposeOffer(db: DbExecutor, normalized: string, original: string, today: string, sign: ProposalSigner) {
  const found = await operationsNamed(db, normalized);
  if (typeof found === "string") return found;
  const operation = oneOperation(found);
  if (typeof operation === "string") return operation;
  const sent =
    hasStem(normalized, "enviad", "enviamos", "mandamos", "hemos mandado", "contraofert") ||
    mentions(normalized, "hemos enviado", "les hemos ofrecido", "les ofrecemos");
  const [club] = await findClubsInText(db, normalized);
  const respondBy = /\b(?:responder|contestar|respuesta) (?:antes del?|hasta el|para el) (.+)$/.exec(normalized)?.[1];
  return proposeOrSay(
    db,
    "registrar_oferta",
    {
      operacionId: operation.id,
      fecha: mentions(normalized, "ayer") ? (dayIn("ayer", "ayer", today) ?? today) : today,
      direccion: sent ? "enviada" : "recibida",
      ...(club ? { clubId: club.id } : {}),
      ...offerFigures(original),
      estado: hasStem(normalized, "contraofert") ? "contraoferta" : "pendiente",
      ...(respondBy ? { responderAntesDel: dayIn(respondBy, respondBy, today) ?? undefined } : {}),
    },
    sign,
  );
}

const OPERATION_TYPE_WORDS: readonly [OperationType, readonly string[]][] = [
  ["Fichaje libre", ["fichaje libre", "libre", "carta de libertad"]],
  ["Cesión", ["cesion", "prestamo"]],
  ["Renovación", ["renovacion", "renovar"]],
  ["Traspaso", ["traspaso", "venta", "fichaje"]],
];

/** "abre una operación de cesión para Nicolás con el Riviera": a new operation, in Sondeo. */
async function proposeNewOperation(db: DbExecutor, normalized: string, sign: ProposalSigner) {
  const mention = await findMentionedPlayers(db, normalized);
  if (mention.kind !== "one")
    return "¿Para qué jugador es la operación? Por ejemplo: «abre un traspaso de Álvaro con el Northbridge».";
  const clubs = await findClubsInText(db, normalized);
  if (clubs.length === 0) return `¿Con qué club es la operación de ${mention.player.name}?`;
  if (clubs.length > 1) return `¿Con cuál de ellos? ${clubs.map((club) => `**${club.name}**`).join(", ")}.`;
  const type =
    OPERATION_TYPE_WORDS.find(([, words]) => words.some((word) => mentions(normalized, word)))?.[0] ?? "Traspaso";
  return proposeOrSay(db, "crear_operacion", { jugadorId: mention.player.id, tipo: type, clubId: clubs[0]!.id }, sign);
}

const OPERATION_WORDS = ["operacion", "traspaso", "cesion", "renovacion", "fichaje"];
const OPEN_OPERATION = /^(abre|abrir|abreme|crea|creame|nueva|nuevo|empieza|inicia|monta)\b/;
const MOVE = /^(mueve|mover|pasa|pon|cambia|marca|actualiza)\b/;
const OFFER =
  /^(apunta|anota|registra|anade|crea|nueva|mete)\b.*\b(oferta|contraoferta)\b|\b(hemos (recibido|enviado) una (oferta|contraoferta)|(nos )?han ofrecido|nos ofrecen|ofrecen)\b/;
const FELL = /\b(se ha caido|se cayo|se cae|esta firmad[ao]|hemos firmado|ya esta cerrad[ao])\b/;

/** An operation moved or an offer recorded, in the agent's words; null when the message is neither. */
export async function answerMarketCommand(
  db: DbExecutor,
  normalized: string,
  original: string,
  today: string,
  sign: ProposalSigner,
): Promise<CommandReply> {
  const aboutOperation = hasStem(normalized, ...OPERATION_WORDS);
  if (OPEN_OPERATION.test(normalized) && aboutOperation && !hasStem(normalized, "oferta", "tarea", "evento"))
    return proposeNewOperation(db, normalized, sign);
  if (OFFER.test(normalized) && !normalized.startsWith("que ") && !normalized.startsWith("cuanto"))
    return proposeOffer(db, normalized, original, today, sign);
  if ((MOVE.test(normalized) || FELL.test(normalized)) && aboutOperation)
    return proposeOperationMove(db, normalized, sign);
  return null;
}
