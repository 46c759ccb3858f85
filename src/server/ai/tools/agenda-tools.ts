import { z } from "zod";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import { ENGAGEMENT_BENCHMARK } from "../../../shared/domain/engagement";
import { INVESTMENT_RISKS, NEWS_SENTIMENTS, OKR_STATUSES } from "../../../shared/domain/enums";
import { countApprovals, listApprovals } from "../../modules/approvals";
import { getDealSummary } from "../../modules/deals";
import { listEvents } from "../../modules/events";
import { listNews } from "../../modules/news";
import { listOkrs } from "../../modules/okrs";
import { getDashboard } from "../../views/dashboard/queries";
import { investmentsByRisk } from "../assistant-reads";
import { defineTool, scopedPlayerId } from "./registry";

export const upcomingEventsTool = defineTool({
  name: "proximos_eventos",
  description:
    "Eventos (partidos, eventos, entrenamientos) desde hoy hasta dentro de N días, del más próximo al más lejano.",
  input: z.object({
    dias: z.number().int().min(1).max(365).default(30),
    jugadorId: z.uuid().optional(),
    limite: z.number().int().min(1).max(50).default(10),
  }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const today = agencyToday();
    const page = await listEvents(db, {
      playerId: scopedPlayerId(scope, input.jugadorId),
      from: today,
      to: shiftDays(today, input.dias),
      limit: input.limite,
    });
    return {
      hoy: today,
      eventos: page.items.map(({ id, playerId, playerName, title, type, date, time, location, status }) => ({
        id,
        jugadorId: playerId,
        jugador: playerName,
        titulo: title,
        tipo: type,
        fecha: date,
        hora: time,
        lugar: location,
        estado: status,
      })),
    };
  },
});

export const listNewsTool = defineTool({
  name: "noticias",
  description:
    "Noticias de prensa, de la más reciente a la más antigua, filtrando por jugador y sentimiento (positivo, neutral, negativo).",
  input: z.object({
    jugadorId: z.uuid().optional(),
    sentimiento: z.enum(NEWS_SENTIMENTS).optional(),
    limite: z.number().int().min(1).max(20).default(5),
  }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const page = await listNews(db, {
      playerId: scopedPlayerId(scope, input.jugadorId),
      sentiment: input.sentimiento,
      limit: input.limite,
    });
    return page.items.map(({ id, playerId, playerName, title, source, sentiment, date, excerpt }) => ({
      id,
      jugadorId: playerId,
      jugador: playerName,
      titulo: title,
      fuente: source,
      sentimiento: sentiment,
      fecha: date,
      extracto: excerpt,
    }));
  },
});

export const listInvestmentsTool = defineTool({
  name: "inversiones",
  description: `Inversiones de los jugadores, de mayor a menor riesgo (${INVESTMENT_RISKS.join(", ")}), con importe, estado y rentabilidad esperada.`,
  input: z.object({ jugadorId: z.uuid().optional(), limite: z.number().int().min(1).max(50).default(10) }),
  playerScoped: true,
  run: async (db, input, scope) =>
    (await investmentsByRisk(db, input.limite, scopedPlayerId(scope, input.jugadorId))).map((item) => ({
      jugador: item.playerName,
      nombre: item.name,
      tipo: item.type,
      importe: item.amount,
      riesgo: item.risk,
      estado: item.status,
      fecha: item.date,
      rentabilidadEsperada: item.expectedReturn,
    })),
});

export const listOkrsTool = defineTool({
  name: "okrs",
  description:
    "OKRs (objetivos y resultados clave) con su progreso en porcentaje, del periodo más reciente al más antiguo.",
  input: z.object({
    jugadorId: z.uuid().optional(),
    estado: z.enum(OKR_STATUSES).optional().describe("draft, active, completed o cancelled"),
    limite: z.number().int().min(1).max(50).default(10),
  }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const page = await listOkrs(db, {
      playerId: scopedPlayerId(scope, input.jugadorId),
      status: input.estado,
      limit: input.limite,
    });
    return page.items.map((okr) => ({
      id: okr.id,
      objetivo: okr.objective,
      periodo: `${okr.quarter} ${okr.year}`,
      estado: okr.status,
      progreso: okr.progress,
      asignadoA: okr.assignedTo,
      resultadosClave: okr.keyResults.map(({ id, title, current, target, unit }) => ({
        id,
        titulo: title,
        actual: current,
        objetivo: target,
        unidad: unit,
      })),
    }));
  },
});

export const pendingApprovalsTool = defineTool({
  name: "aprobaciones_pendientes",
  description: "Propuestas pendientes de aprobación (renovaciones, publicaciones, sesiones de fotos).",
  input: z.object({ jugadorId: z.uuid().optional(), limite: z.number().int().min(1).max(50).default(10) }),
  playerScoped: true,
  run: async (db, input, scope) => {
    const page = await listApprovals(db, {
      status: "pending",
      playerId: scopedPlayerId(scope, input.jugadorId),
      limit: input.limite,
    });
    return page.items.map(({ id, playerId, playerName, kind, title, detail, amount, scheduledFor }) => ({
      id,
      jugadorId: playerId,
      jugador: playerName,
      tipo: kind,
      titulo: title,
      detalle: detail,
      importe: amount,
      fecha: scheduledFor,
    }));
  },
});

export const portfolioSummaryTool = defineTool({
  name: "resumen_cartera",
  description:
    "Resumen de la cartera: jugadores, seguidores totales (Instagram + TikTok + X), engagement medio frente al benchmark, patrocinios por etapa y aprobaciones pendientes.",
  input: z.object({}),
  playerScoped: false,
  run: async (db) => {
    const [dashboard, pipeline, approvals] = await Promise.all([
      getDashboard(db),
      getDealSummary(db),
      countApprovals(db),
    ]);
    return {
      jugadores: dashboard.players.total,
      nuevosEsteMes: dashboard.players.newThisMonth,
      seguidores: dashboard.followers.total,
      crecimientoSeguidoresMes: dashboard.followers.growthPercent,
      engagementMedio: dashboard.engagement.average,
      benchmarkEngagement: ENGAGEMENT_BENCHMARK,
      patrocinios: pipeline,
      aprobacionesPendientes: approvals.pending,
    };
  },
});
