import { agencyToday, daysFrom } from "../../../../shared/domain/calendar-day";
import { differenceFromBenchmark, ENGAGEMENT_BENCHMARK } from "../../../../shared/domain/engagement";
import { OKR_STATUS_LABELS } from "../../../../shared/domain/enums";
import type { DbExecutor } from "../../../db/lib/executor";
import { listOkrsTool, pendingApprovalsTool } from "../../tools/agenda-tools";
import { getPlayerTool } from "../../tools/player-tools";
import type { PlayerTopic } from "../understanding/understand";
import { formatDay, formatFollowers, formatPercent, formatWeekday, joinSpanish, plural } from "./spanish-format";
import { possessive, say, type Subject, type Voice } from "./voice";

type Ficha = Exclude<Awaited<ReturnType<typeof getPlayerTool.run>>, { error: string }>;

export function relativeDay(day: string, today: string): string {
  const days = daysFrom(today, day);
  if (days === 0) return `hoy, ${formatWeekday(day)}`;
  if (days === 1) return `mañana, ${formatWeekday(day)}`;
  return `el ${formatWeekday(day)} (en ${days} días)`;
}

export function sentimentLabel(sentiment: number): string {
  if (sentiment >= 70) return "positivo";
  if (sentiment >= 40) return "mixto";
  return "bajo";
}

function engagementSentence(rate: number): string {
  const difference = differenceFromBenchmark(rate);
  if (difference === 0) return `en línea con el benchmark del sector (${formatPercent(ENGAGEMENT_BENCHMARK)})`;
  const direction = difference > 0 ? "por encima" : "por debajo";
  return `${formatPercent(Math.abs(difference)).replace(" %", "")} puntos ${direction} del benchmark del sector (${formatPercent(ENGAGEMENT_BENCHMARK)})`;
}

/** " En Instagram, 4,9 %; en TikTok, 6,1 %.": the networks whose own rate Palco keeps. */
function networkEngagement(ficha: Ficha): string {
  const { instagramEngagement, tiktokEngagement } = ficha.seguidores;
  const parts = [
    instagramEngagement === null ? "" : `en Instagram, ${formatPercent(instagramEngagement)}`,
    tiktokEngagement === null ? "" : `en TikTok, ${formatPercent(tiktokEngagement)}`,
  ].filter(Boolean);
  if (parts.length === 0) return "";
  const sentence = parts.join("; ");
  return ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

function engagementFigure(rate: number | null): string {
  return rate === null ? "sin datos" : `${formatPercent(rate)}, ${engagementSentence(rate)}`;
}

function followersLine(ficha: Ficha): string {
  const { instagram, tiktok, x, youtube, total } = ficha.seguidores;
  return `${formatFollowers(total)} en total (Instagram ${formatFollowers(instagram)}, TikTok ${formatFollowers(tiktok)}, X ${formatFollowers(x)} y YouTube ${formatFollowers(youtube)})`;
}

function dealLine(deal: Ficha["patrocinios"][number]): string {
  const renewal = deal.renovacion ? ` · renovación el ${formatDay(deal.renovacion)}` : "";
  return `- **${deal.marca}** · ${deal.tipo} · ${deal.etapa}${deal.importe ? ` · ${deal.importe}` : ""}${renewal}`;
}

function summary(ficha: Ficha, voice: Voice, today: string): string {
  const age = ficha.edad === null ? "" : `, ${ficha.edad} años`;
  const intro = say(
    voice,
    `**${ficha.nombre}**: ${ficha.posicion.toLowerCase()} de ${ficha.equipo} (${ficha.nacionalidad}${age}).`,
    `Este es tu resumen, ${ficha.nombre.split(" ")[0]}: ${ficha.posicion.toLowerCase()} de ${ficha.equipo} (${ficha.nacionalidad}${age}).`,
  );
  const active = ficha.patrocinios.filter((deal) => deal.etapa === "Activa").length;
  const activeInvestments = ficha.inversiones.filter((item) => item.estado === "activa").length;
  const next = ficha.proximosEventos[0];
  const lines = [
    `- Valor de mercado: ${ficha.valorDeMercado || "sin registrar"}${ficha.contratoHasta ? ` · contrato hasta el ${formatDay(ficha.contratoHasta)}` : ""}`,
    `- Seguidores: ${followersLine(ficha)}`,
    `- Engagement: ${engagementFigure(ficha.seguidores.engagementRate)} · sentimiento ${ficha.sentimiento === null ? "sin datos" : `${ficha.sentimiento}/100`}`,
    `- Patrocinios: ${ficha.patrocinios.length} (${active} ${active === 1 ? "activo" : "activos"})${ficha.patrocinios.length ? `: ${joinSpanish(ficha.patrocinios.map((deal) => deal.marca))}` : ""}`,
    `- Inversiones: ${ficha.inversiones.length} (${activeInvestments} ${activeInvestments === 1 ? "activa" : "activas"})`,
    next
      ? `- Próximo evento: ${next.titulo}, ${relativeDay(next.fecha, today)} a las ${next.hora}`
      : "- Sin eventos próximos",
  ];
  return [intro, ...lines].join("\n");
}

async function okrsOf(db: DbExecutor, subject: Subject, voice: Voice): Promise<string> {
  const okrs = await listOkrsTool.run(db, { jugadorId: subject.id, limite: 10 }, { playerId: subject.id });
  if (okrs.length === 0) return say(voice, `**${subject.name}** no tiene OKRs.`, "Todavía no tienes OKRs.");
  const lines = okrs.map(
    (okr) => `- ${okr.objetivo} (${okr.periodo}, ${OKR_STATUS_LABELS[okr.estado]}): **${okr.progreso} %**`,
  );
  return [say(voice, `OKRs de **${subject.name}**:`, "Tus OKRs:"), ...lines].join("\n");
}

async function approvalsOf(db: DbExecutor, subject: Subject, voice: Voice): Promise<string> {
  const pending = await pendingApprovalsTool.run(db, { jugadorId: subject.id, limite: 10 }, { playerId: subject.id });
  if (pending.length === 0)
    return say(
      voice,
      `**${subject.name}** no tiene nada pendiente de aprobar.`,
      "No tienes nada pendiente de aprobar.",
    );
  const lines = pending.map(
    (item) =>
      `- **${item.titulo}**${item.importe ? ` · ${item.importe}` : ""}${item.fecha ? ` · ${formatDay(item.fecha)}` : ""}`,
  );
  return [
    say(
      voice,
      `**${subject.name}** tiene ${plural(pending.length, "propuesta")} pendiente${pending.length === 1 ? "" : "s"} de aprobar:`,
      `Tienes ${plural(pending.length, "propuesta")} pendiente${pending.length === 1 ? "" : "s"} de aprobar:`,
    ),
    ...lines,
  ].join("\n");
}

/** One player's answer on one topic, from the database. */
export async function answerAboutPlayer(
  db: DbExecutor,
  subject: Subject,
  topic: PlayerTopic,
  voice: Voice,
): Promise<string> {
  if (topic === "okrs") return okrsOf(db, subject, voice);
  if (topic === "approvals") return approvalsOf(db, subject, voice);
  const today = agencyToday();
  const ficha = await getPlayerTool.run(db, { jugadorId: subject.id }, { playerId: subject.id });
  if ("error" in ficha) return "No encuentro a ese jugador: puede que se haya eliminado.";
  const who = { id: ficha.id, name: ficha.nombre };

  switch (topic) {
    case "summary":
      return summary(ficha, voice, today);
    case "team":
      return say(
        voice,
        `**${ficha.nombre}** juega en **${ficha.equipo}** (${ficha.posicion.toLowerCase()}).`,
        `Juegas en **${ficha.equipo}** (${ficha.posicion.toLowerCase()}).`,
      );
    case "position":
      return say(
        voice,
        `**${ficha.nombre}** juega de **${ficha.posicion.toLowerCase()}** en ${ficha.equipo}.`,
        `Juegas de **${ficha.posicion.toLowerCase()}** en ${ficha.equipo}.`,
      );
    case "age":
      if (ficha.edad === null)
        return say(
          voice,
          `No consta la fecha de nacimiento de **${ficha.nombre}**.`,
          "No consta tu fecha de nacimiento.",
        );
      return say(voice, `**${ficha.nombre}** tiene **${ficha.edad} años**.`, `Tienes **${ficha.edad} años**.`);
    case "market_value":
      if (!ficha.valorDeMercado)
        return say(
          voice,
          `No hay valor de mercado registrado para **${ficha.nombre}**.`,
          "No hay un valor de mercado registrado para ti.",
        );
      return `${possessive(voice, who, "valor de mercado")} es **${ficha.valorDeMercado}**.`;
    case "contract": {
      if (!ficha.contratoHasta)
        return say(
          voice,
          `No consta la fecha de fin de contrato de **${ficha.nombre}**.`,
          "No consta la fecha de fin de tu contrato.",
        );
      const days = daysFrom(today, ficha.contratoHasta);
      const when =
        days >= 0
          ? `termina el **${formatDay(ficha.contratoHasta)}** (dentro de ${plural(days, "día")})`
          : `terminó el **${formatDay(ficha.contratoHasta)}**`;
      const renewals = ficha.patrocinios.filter((deal) => deal.renovacion && deal.renovacion >= today);
      const renewalLines = renewals.map((deal) => `- Renovación con ${deal.marca}: ${formatDay(deal.renovacion!)}`);
      return [
        `${possessive(voice, who, "contrato")} con ${ficha.equipo} ${when}.`,
        ...(renewalLines.length
          ? ["", say(voice, "Renovaciones de sus patrocinios:", "Renovaciones de tus patrocinios:"), ...renewalLines]
          : []),
      ].join("\n");
    }
    case "followers":
      return say(voice, `**${ficha.nombre}** suma ${followersLine(ficha)}.`, `Sumas ${followersLine(ficha)}.`);
    case "engagement":
      if (ficha.seguidores.engagementRate === null)
        return say(
          voice,
          `No consta el engagement de **${ficha.nombre}**: añádelo en su ficha.`,
          "No consta tu engagement todavía.",
        );
      return `${possessive(voice, who, "engagement")} es del **${formatPercent(ficha.seguidores.engagementRate)}**, ${engagementSentence(ficha.seguidores.engagementRate)}.${networkEngagement(ficha)}`;
    case "sentiment":
      if (ficha.sentimiento === null)
        return say(
          voice,
          `No consta el sentimiento en medios y redes de **${ficha.nombre}**: añádelo en su ficha.`,
          "No consta tu sentimiento en medios y redes todavía.",
        );
      return `${possessive(voice, who, "sentimiento en medios y redes")} es de **${ficha.sentimiento}/100** (${sentimentLabel(ficha.sentimiento)}).`;
    case "sponsors":
      if (ficha.patrocinios.length === 0)
        return say(
          voice,
          `**${ficha.nombre}** no tiene patrocinios registrados.`,
          "No tienes patrocinios registrados.",
        );
      return [
        say(
          voice,
          `**${ficha.nombre}** tiene ${plural(ficha.patrocinios.length, "patrocinio")}:`,
          `Tienes ${plural(ficha.patrocinios.length, "patrocinio")}:`,
        ),
        ...ficha.patrocinios.map(dealLine),
      ].join("\n");
    case "investments":
      if (ficha.inversiones.length === 0)
        return say(
          voice,
          `**${ficha.nombre}** no tiene inversiones registradas.`,
          "No tienes inversiones registradas.",
        );
      return [
        say(
          voice,
          `**${ficha.nombre}** tiene ${plural(ficha.inversiones.length, "inversión", "inversiones")}:`,
          `Tienes ${plural(ficha.inversiones.length, "inversión", "inversiones")}:`,
        ),
        ...ficha.inversiones.map(
          (item) =>
            `- **${item.nombre}** (${item.tipo}) · ${item.importe} · riesgo ${item.riesgo} · ${item.estado} · rentabilidad esperada ${item.rentabilidadEsperada}`,
        ),
      ].join("\n");
    case "events":
      if (ficha.proximosEventos.length === 0)
        return say(voice, `**${ficha.nombre}** no tiene eventos próximos.`, "No tienes eventos próximos.");
      return [
        say(voice, `Próximos eventos de **${ficha.nombre}**:`, "Tus próximos eventos:"),
        ...ficha.proximosEventos.map(
          (event) =>
            `- **${event.titulo}** (${event.tipo}), ${relativeDay(event.fecha, today)} a las ${event.hora} en ${event.lugar}`,
        ),
      ].join("\n");
    case "next_event": {
      const next = ficha.proximosEventos[0];
      if (!next) return say(voice, `**${ficha.nombre}** no tiene eventos próximos.`, "No tienes eventos próximos.");
      const when = `**${next.titulo}** (${next.tipo}): ${relativeDay(next.fecha, today)} a las ${next.hora} en ${next.lugar}`;
      return say(voice, `El próximo evento de **${ficha.nombre}** es ${when}.`, `Tu próximo evento es ${when}.`);
    }
    case "news":
      if (ficha.noticias.length === 0)
        return say(voice, `No hay noticias de **${ficha.nombre}**.`, "No hay noticias tuyas.");
      return [
        say(voice, `Últimas noticias de **${ficha.nombre}**:`, "Tus últimas noticias:"),
        ...ficha.noticias.map(
          (item) => `- ${formatDay(item.fecha)}: **${item.titulo}** (${item.fuente}, ${item.sentimiento})`,
        ),
      ].join("\n");
  }
}
