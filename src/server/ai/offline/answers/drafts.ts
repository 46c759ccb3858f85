import { eq } from "drizzle-orm";

import { ENGAGEMENT_BENCHMARK } from "../../../../shared/domain/engagement";
import { BINDING_STAGES } from "../../../../shared/domain/exclusivity";
import type { Deal } from "../../../../shared/schemas/deal";
import type { DbExecutor } from "../../../db/lib/executor";
import { listActivity } from "../../../history/activity";
import { brands } from "../../../modules/brands/table";
import { listDeals } from "../../../modules/deals";
import { listNewsTool, upcomingEventsTool } from "../../tools/agenda-tools";
import { getPlayerTool } from "../../tools/player-tools";
import { hasStem, mentions } from "../understanding/normalize";
import { formatDay, formatEuros, formatFollowers, formatPercent, joinSpanish } from "./spanish-format";
import { firstName, type Subject } from "./voice";

export type DraftKind = "email" | "post" | "brief" | "pitch";

/** Which text a drafting request asks for; undefined when it names none Palco writes. */
export function draftKindOf(q: string): DraftKind | undefined {
  if (hasStem(q, "pitch", "presenta", "venderle", "ofrecer", "ofrecerle") || mentions(q, "propuesta para"))
    return "pitch";
  if (hasStem(q, "brief", "argumentario", "negociac", "negociar")) return "brief";
  if (hasStem(q, "email", "mail", "correo")) return "email";
  if (hasStem(q, "post", "instagram", "publicacion", "caption", "tweet", "redes", "copy")) return "post";
  return undefined;
}

type NamedBrand = { id: string; name: string };

async function brandRecord(db: DbExecutor, brand: NamedBrand) {
  const [row] = await db
    .select({ name: brands.name, sector: brands.sector, contactEmail: brands.contactEmail })
    .from(brands)
    .where(eq(brands.id, brand.id));
  return row;
}

/** The deal a draft is about: the player's with the brand, else the latest of either. */
async function dealFor(db: DbExecutor, player?: Subject, brand?: NamedBrand): Promise<Deal | undefined> {
  const page = await listDeals(db, { playerId: player?.id, brandId: brand?.id, limit: 20 });
  return page.items.find((deal) => deal.stage !== "Cerrada") ?? page.items[0];
}

const dates = (deal: Deal) =>
  [
    deal.startDate ? `desde el ${formatDay(deal.startDate)}` : "",
    deal.renewDate ? `con renovación el ${formatDay(deal.renewDate)}` : "",
  ]
    .filter(Boolean)
    .join(", ") || "fechas por cerrar";

const NEXT_STEP: Record<Deal["stage"], string> = {
  Prospect: "Nos encantaría presentaros la propuesta en una llamada esta semana o la próxima.",
  Negociación: "Quedamos pendientes de vuestra respuesta para cerrar los últimos detalles.",
  Activa: "Seguimos con la campaña según lo previsto; cualquier cambio en el calendario, decidnos.",
  Cerrada: "Gracias de nuevo por vuestro interés; la puerta queda abierta para futuras campañas.",
};

async function email(db: DbExecutor, deal: Deal): Promise<string> {
  const brand = await brandRecord(db, { id: deal.brandId, name: deal.brandName });
  return [
    `Borrador de email a **${deal.brandName}** sobre el patrocinio de ${deal.playerName}:`,
    "",
    `**Para:** ${brand?.contactEmail || "(la marca no tiene email de contacto en Palco)"}`,
    `**Asunto:** ${deal.playerName} × ${deal.brandName}: ${deal.type.toLowerCase()}`,
    "",
    `Hola, equipo de ${deal.brandName}:`,
    "",
    `Os escribo sobre el acuerdo de ${deal.type.toLowerCase()} con ${deal.playerName}. Recapitulo los términos:`,
    `- Importe: ${deal.fee || "por cerrar"}`,
    `- Entregables: ${deal.deliverables.length ? joinSpanish(deal.deliverables) : "por definir"}`,
    `- Fechas: ${dates(deal)}`,
    "",
    NEXT_STEP[deal.stage],
    "",
    "Un saludo,",
  ].join("\n");
}

async function post(db: DbExecutor, player: Subject): Promise<string> {
  const scope = { playerId: player.id };
  const [news] = await listNewsTool.run(db, { jugadorId: player.id, sentimiento: "positivo", limite: 1 }, scope);
  const { eventos } = await upcomingEventsTool.run(db, { dias: 30, jugadorId: player.id, limite: 1 }, scope);
  const ficha = await getPlayerTool.run(db, { jugadorId: player.id }, scope);
  const team = "error" in ficha ? "" : ficha.equipo;
  const tags = [`#${firstName(player.name)}`, team ? `#${team.replace(/[^\p{L}\p{N}]/gu, "")}` : ""].filter(Boolean);
  const event = eventos[0];
  if (news) {
    return [
      `Borrador de post de Instagram para **${player.name}**, a partir de la noticia «${news.titulo}» (${news.fuente}):`,
      "",
      `Días así hacen que todo el trabajo merezca la pena. ${news.titulo}. Gracias a todos los que empujáis cada día. Seguimos 💪`,
      "",
      tags.join(" "),
    ].join("\n");
  }
  if (event) {
    return [
      `Borrador de post de Instagram para **${player.name}**, a partir de su próximo evento:`,
      "",
      `Próxima parada: ${event.titulo}, el ${formatDay(event.fecha)}${event.lugar ? ` en ${event.lugar}` : ""}. ¡Con muchas ganas! 🔥`,
      "",
      tags.join(" "),
    ].join("\n");
  }
  return `No tengo una noticia positiva ni un evento próximo de **${player.name}** sobre los que escribir el post. Añade la noticia o el evento en Palco y te lo redacto.`;
}

async function brief(db: DbExecutor, deal: Deal): Promise<string> {
  const history = await listActivity(db, { entityType: "deal", entityId: deal.id, limit: 50 });
  const others = (await listDeals(db, { playerId: deal.playerId, limit: 50 })).items.filter(
    (other) => other.id !== deal.id && other.brandSector === deal.brandSector && BINDING_STAGES.includes(other.stage),
  );
  const commission =
    deal.feeAmount === null
      ? "sin importe reconocido"
      : `${deal.commissionPercent} % del importe: ${formatEuros((deal.feeAmount * deal.commissionPercent) / 100)}`;
  const last = history.items[0];
  return [
    `**Brief de negociación: ${deal.playerName} × ${deal.brandName}** (${deal.type}, ${deal.stage})`,
    "",
    "**Cifras**",
    `- Importe: ${deal.fee || "por cerrar"}`,
    `- Comisión de la agencia: ${commission}`,
    `- Entregables: ${deal.deliverables.length ? joinSpanish(deal.deliverables) : "por definir"}`,
    `- Fechas: ${dates(deal)}`,
    "",
    "**Historia**",
    last
      ? `- ${history.items.length} cambios registrados; el último, «${last.action}» por ${last.actorName} el ${formatDay(last.createdAt.slice(0, 10))}.`
      : "- Sin cambios registrados desde su alta.",
    deal.playerApproval
      ? `- El jugador: ${deal.playerApproval.status === "approved" ? "lo aprobó" : deal.playerApproval.status === "rejected" ? "lo rechazó" : "tiene la propuesta pendiente"}${deal.playerApproval.comment ? ` («${deal.playerApproval.comment}»)` : ""}.`
      : "- No se ha pedido aún la aprobación del jugador.",
    "",
    "**Exclusividad**",
    deal.exclusive
      ? `- Exclusivo en ${deal.brandSector}: ningún otro patrocinio de ese sector mientras dure.`
      : `- No exclusivo en ${deal.brandSector}.`,
    others.length
      ? `- Atención: ${deal.playerName} ya tiene ${joinSpanish(others.map((other) => `${other.brandName} (${other.stage})`))} en el mismo sector.`
      : `- Sin otros patrocinios de ${deal.brandSector} en negociación o activos.`,
  ].join("\n");
}

function activeBrandsLine(deals: Deal[]): string {
  const active = deals.filter((deal) => deal.stage === "Activa").map((deal) => deal.brandName);
  if (active.length) return `Ya trabaja con ${joinSpanish(active)}.`;
  return deals.length
    ? "Ahora mismo no tiene ningún patrocinio activo."
    : "Sería su primera colaboración con una marca.";
}

async function pitch(db: DbExecutor, player: Subject, brand: NamedBrand): Promise<string> {
  const record = await brandRecord(db, brand);
  const ficha = await getPlayerTool.run(db, { jugadorId: player.id }, { playerId: player.id });
  if ("error" in ficha || !record) return "No encuentro al jugador o la marca: puede que se hayan eliminado.";
  const deals = (await listDeals(db, { playerId: player.id, limit: 50 })).items;
  const sameSector = deals.filter(
    (deal) => deal.brandSector === record.sector && BINDING_STAGES.includes(deal.stage) && deal.brandId !== brand.id,
  );
  const { instagram, tiktok, x, youtube, total, engagementRate } = ficha.seguidores;
  const engagement =
    engagementRate === null
      ? "sin datos de engagement"
      : `un engagement del ${formatPercent(engagementRate)} (el sector está en el ${formatPercent(ENGAGEMENT_BENCHMARK)})`;
  return [
    `**Pitch: ${ficha.nombre} para ${record.name}** (${record.sector})`,
    "",
    `${ficha.nombre} es ${ficha.posicion.toLowerCase()} de ${ficha.equipo}${ficha.edad === null ? "" : `, ${ficha.edad} años`}, con ${formatFollowers(total)} seguidores (Instagram ${formatFollowers(instagram)}, TikTok ${formatFollowers(tiktok)}, X ${formatFollowers(x)}, YouTube ${formatFollowers(youtube)}) y ${engagement}.`,
    ficha.sentimiento === null
      ? "Su imagen en prensa aún no está medida."
      : `Su imagen en prensa puntúa ${ficha.sentimiento}/100.`,
    activeBrandsLine(deals),
    "",
    sameSector.length
      ? `**Conflicto:** tiene ${joinSpanish(sameSector.map((deal) => `${deal.brandName} (${deal.stage}${deal.exclusive ? ", exclusivo" : ""})`))} en ${record.sector}; revisa la exclusividad antes de enviarlo.`
      : `**Encaje:** sin patrocinios de ${record.sector} abiertos, no hay conflicto de exclusividad.`,
  ].join("\n");
}

/**
 * A text drafted from Palco's data: an email to a brand about a deal, an Instagram post, a negotiation brief, a
 * pitch of a player for a brand. Asks for the player or brand it needs when the request names neither.
 */
export async function answerDraft(
  db: DbExecutor,
  q: string,
  player: Subject | undefined,
  brand: NamedBrand | undefined,
): Promise<string> {
  const kind = draftKindOf(q);
  if (!kind)
    return "Puedo redactarte un email a una marca sobre un patrocinio, un post de Instagram de un jugador, un brief de negociación o un pitch de un jugador para una marca. Dime cuál y para quién.";
  if (kind === "post") {
    if (!player) return "¿Para qué jugador es el post? Por ejemplo: «escribe un post de Instagram para Álvaro».";
    return post(db, player);
  }
  if (kind === "pitch") {
    if (!player || !brand)
      return "Para el pitch necesito el jugador y la marca, por ejemplo: «hazme un pitch de Diego para Zenit».";
    return pitch(db, player, brand);
  }
  if (!player && !brand)
    return `¿Sobre qué patrocinio? Dime el jugador o la marca, por ejemplo: «${kind === "email" ? "escribe un email a Zenit sobre Álvaro" : "prepárame el brief de la negociación con Aqualis"}».`;
  const deal = await dealFor(db, player, brand);
  if (!deal)
    return `No encuentro ningún patrocinio${player ? ` de ${player.name}` : ""}${brand ? ` con ${brand.name}` : ""} en Palco.`;
  return kind === "email" ? email(db, deal) : brief(db, deal);
}
